import type { ProviderEvent } from '../../providers/events/event-types';

const HALF_HOUR_MS = 30 * 60_000;
const FILLER = new Set([
  'vs',
  'v',
  'at',
  'the',
  'and',
  'of',
  'with',
  'live',
  'presents',
]);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9\s]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 1 && !FILLER.has(w)),
  );
}

const venueKey = (name: string) => [...words(name)].sort().join(' ');

/** Most of the shorter title's words are in the other one. */
function alike(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared > 0 && shared / Math.min(x.size, y.size) >= 0.6;
}

/** Same venue, a start within 30 minutes and an alike title. */
function sameEvent(a: ProviderEvent, b: ProviderEvent): boolean {
  return (
    venueKey(a.venueName) === venueKey(b.venueName) &&
    Math.abs(a.startTime.getTime() - b.startTime.getTime()) <= HALF_HOUR_MS &&
    alike(a.name, b.name)
  );
}

/**
 * Keeps the first listing of each event: answers come in source order (the
 * league's own schedule before a ticket seller's), so the best-informed
 * source wins a duplicate.
 */
export function dedupeEvents(answers: ProviderEvent[][]): ProviderEvent[] {
  const kept: ProviderEvent[] = [];
  for (const event of answers.flat()) {
    if (!kept.some((k) => k.source !== event.source && sameEvent(k, event)))
      kept.push(event);
  }
  return kept;
}
