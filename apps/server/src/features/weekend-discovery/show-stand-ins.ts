import type { Itinerary } from '@app/shared/itinerary';
import type { AiSearchResponse, AiSearchResult } from '@app/shared/search';

/** 'a show', 'the show', 'dinner and a show': the parser reads it as the theatre. */
const SHOW = /\bshows?\b/i;
const THEATRE = 'Theater';

const isTheatreEvent = (r: AiSearchResult) =>
  r.start_time !== null && r.subcategory === THEATRE;
/** A dated concert or comedy night: a show that is not a play. */
const isOtherShow = (r: AiSearchResult) =>
  r.start_time !== null &&
  r.source !== 'sample' &&
  (r.category === 'concerts' || r.subcategory === 'Comedy Shows');

/**
 * A show asked for on a night without a theatre event: search answers it
 * with the concerts and comedy on then (`search/show-stand-ins.ts`), and
 * those are the day's show, as a friend would suggest, rather than a
 * theatre that has nothing on. Empty when a play is on, or when the
 * question names no show.
 */
export function showStandIns(
  query: string,
  found: AiSearchResponse,
  topics: AiSearchResult[][],
): AiSearchResult[] {
  const asked = found.understanding;
  if (!SHOW.test(query) || !asked.subcategories.includes(THEATRE)) return [];
  const all = topics.flat();
  if (all.some(isTheatreEvent)) return [];
  return all.filter(isOtherShow);
}

const kindOfShow = (r: AiSearchResult) =>
  r.category === 'concerts'
    ? 'a concert'
    : `a ${(r.subcategory ?? 'show').replace(/s$/, '').toLowerCase()}`;

/** Each day whose show is a stand-in says so, and what it is. */
export function sayShowStandIns(
  days: Itinerary[],
  standIns: readonly AiSearchResult[],
): Itinerary[] {
  if (standIns.length === 0) return days;
  const byId = new Map(standIns.map((r) => [r.id, r]));
  return days.map((day) => {
    const shown = day.slots
      .map((s) => byId.get(s.activity_id))
      .find((r) => r !== undefined);
    if (!shown) return day;
    const note = `No theatre show is listed that night, so ${shown.name} (${kindOfShow(shown)}) is the show instead.`;
    return { ...day, notes: [...(day.notes ?? []), note] };
  });
}
