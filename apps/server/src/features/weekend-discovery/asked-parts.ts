import type { DayPart } from '@app/shared/itinerary-hours';
import type { ParsedSearch } from '@app/shared/search';

/** Words of an evening out that the parser reads as no time of day. */
const EVENING_WORDS =
  /\b(drinks?|cocktails?|nightcap|nightlife|night out|bar crawl|bar hop(ping)?|date night|tonight)\b/i;
/**
 * Dinner with a show, a concert or a game ('dinner and a show Friday'): an
 * evening out, though no word of it names the night.
 */
const DINNER_AND_SHOW =
  /\bdinner\b.*\b(shows?|concerts?|gigs?|plays?|comedy|games?)\b|\b(shows?|concerts?|gigs?|plays?|comedy|games?)\b.*\bdinner\b/i;
const MORNING_WORDS = /\b(brunch|breakfast)\b/i;
/** Out and back before the late-morning meal ('an early hike before brunch'): a morning. */
const BEFORE_BRUNCH =
  /\bbefore (?:brunch|breakfast|lunch)\b|\bearly (?:hikes?|walks?|runs?|rides?|start)\b/i;
/** Whether the morning's outing comes before its meal ('an early hike before brunch'). */
export const asksOutingFirst = (query: string) => BEFORE_BRUNCH.test(query);
/** A whole day asked for by name ('a culture day', 'day trip'). */
const WHOLE_DAY = /\bday\b(?! ?night)/i;
/** Kinds that are had by day: an evening question naming one wants a whole day. */
const DAYTIME_CATEGORIES = new Set([
  'outdoors',
  'shopping',
  'recreational_sports',
]);

/**
 * The parts of the day a question asks for: an evening ('Friday night',
 * 'date night', 'drinks') or a morning ('brunch'), so that the rest of the
 * day is left empty rather than padded; undefined for a whole day.
 */
export function askedParts(
  query: string,
  understanding: Pick<ParsedSearch, 'time_of_day' | 'occasion' | 'categories'>,
): DayPart[] | undefined {
  const daytime = understanding.categories.some((c) =>
    DAYTIME_CATEGORIES.has(c),
  );
  if (WHOLE_DAY.test(query)) return undefined;
  const evening =
    understanding.time_of_day === 'evening' ||
    understanding.occasion === 'date_night' ||
    EVENING_WORDS.test(query) ||
    DINNER_AND_SHOW.test(query);
  if (evening) return daytime ? undefined : ['evening'];
  // 'Saturday morning' (or a hike before brunch) is the morning whatever
  // is asked of it; a brunch with a daytime plan ('brunch then shopping')
  // runs on into the afternoon.
  if (understanding.time_of_day === 'morning' || BEFORE_BRUNCH.test(query))
    return ['morning'];
  if (MORNING_WORDS.test(query)) {
    return daytime ? ['morning', 'afternoon'] : ['morning'];
  }
  return understanding.time_of_day === 'afternoon' ? ['afternoon'] : undefined;
}
