import { z } from 'zod';

/**
 * How each outside service is doing, as `/health` reports it under
 * `providers` and the dashboard's status tooltip reads it.
 * - live: the last call answered;
 * - cached: the last call failed, and the last good answer is served;
 * - fallback: no live answer was ever obtained, so the offline mode serves.
 */
export const providerModeSchema = z.enum(['live', 'cached', 'fallback']);
export type ProviderMode = z.infer<typeof providerModeSchema>;

export const providerStatusSchema = z.object({
  /** Stable key: 'forecast', 'events:mlb', 'events:ics', 'places:osm', … */
  name: z.string(),
  /** What a person reads: 'Open-Meteo forecast', 'MLB schedule'. */
  label: z.string(),
  mode: providerModeSchema,
  /** ISO time of the last answer that succeeded, or null. */
  last_success: z.string().nullable(),
  /** The last failure's short message (no secrets), or null. */
  last_error: z.string().nullable(),
  /** Items in the last good answer (days, events, places). */
  items: z.number().int().nonnegative(),
});
export type ProviderStatus = z.infer<typeof providerStatusSchema>;
