// The names of the plan events on the notification stream, without zod: the
// app's chrome routes them to queries on every page and loads no schema.

/** `event: plan` — the plan changed; refetch unless already at `version`. */
export const PLAN_CHANGED_EVENT = 'plan';
/** `event: presence` — someone opened, left or started editing the plan. */
export const PLAN_PRESENCE_EVENT = 'presence';
