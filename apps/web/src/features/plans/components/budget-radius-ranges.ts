/** The create form's slider ranges, in dollars and miles. */
export const BUDGET = { min: 0, max: 500, step: 25, initial: 200 } as const;
/**
 * Every stop a multiple of 5: from a minimum of 1 the stops were 1, 6, 11,
 * 16..., so the initial 15 was no stop (the browser's value said 16).
 */
export const RADIUS_MILES = { min: 5, max: 200, step: 5, initial: 15 } as const;
