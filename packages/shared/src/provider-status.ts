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

/** A short age for status lines: 'just now', '5 min ago', '2 h ago', '3 days ago'. */
export function shortAge(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

const MODE_WORDS = {
  live: 'live',
  cached: 'not answering, showing what it last sent',
  fallback: 'not reached yet, using built-in data',
} as const;

/** One line a person reads: 'MLB schedule: live, updated 2 h ago'. */
export function providerStatusLine(
  status: ProviderStatus,
  now: number = Date.now(),
): string {
  const updated = status.last_success
    ? `, updated ${shortAge(status.last_success, now)}`
    : '';
  return `${status.label}: ${MODE_WORDS[status.mode]}${updated}`;
}
