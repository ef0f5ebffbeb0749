import type { Itinerary } from '@app/shared/itinerary';
import type { AiSearchResponse, AiSearchResult } from '@app/shared/search';

import type { AiSearchService } from '../search/search.service';

import { interleave, withQuestionTime } from './question-topics';

/** 'a show', 'the show', 'dinner and a show': the parser reads it as the theatre. */
const SHOW = /\bshows?\b/i;
const THEATRE = 'Theater';
/** The other stages a night out's show may be, searched with the question's time. */
const OTHER_SHOWS = ['live music', 'comedy show'] as const;

const isTheatreEvent = (r: AiSearchResult) =>
  r.start_time !== null && r.subcategory === THEATRE;
/** A dated concert or comedy night: a show that is not a play. */
const isOtherShow = (r: AiSearchResult) =>
  r.start_time !== null &&
  r.source !== 'sample' &&
  (r.category === 'concerts' || r.subcategory === 'Comedy Shows');

/**
 * A show asked for on a night without a theatre event: the concerts and
 * comedy on then are the show instead, as a friend would suggest, rather
 * than a theatre that has nothing on. The answer's own when it has them,
 * else searched with the question's time; empty when a play is on, or
 * when the question names no show.
 */
export async function showStandIns(
  search: Pick<AiSearchService, 'search'>,
  query: string,
  found: AiSearchResponse,
  topics: AiSearchResult[][],
  limit: number,
): Promise<AiSearchResult[]> {
  const asked = found.understanding;
  if (!SHOW.test(query) || !asked.subcategories.includes(THEATRE)) return [];
  const all = topics.flat();
  if (all.some(isTheatreEvent)) return [];
  const listed = all.filter(isOtherShow);
  if (listed.length > 0) return listed;
  const answers = await Promise.all(
    OTHER_SHOWS.map((words) =>
      search.search({
        query: withQuestionTime(words, asked),
        categories: [],
        limit,
      }),
    ),
  );
  return interleave(
    answers.map((a) => a.results.filter(isOtherShow)),
    (r) => r.id,
  );
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
