import type { Activity } from '@app/shared/activity';
import { categoryLabel, type PlanCategoryId } from '@app/shared/interests';
import { isOpenDuring } from '@app/shared/opening-hours';

import { isOutdoors } from './result-filters';
import { eveningDay, isOnDuring, type TimeWindow } from './search-window';

/**
 * Where an evening with nothing more said goes after its events: bars,
 * shows and dinner. Parks, public art, museums and shops are daytime places
 * and are read only when these are thin.
 */
export const NIGHT_CATEGORIES: PlanCategoryId[] = [
  'nightlife',
  'entertainment',
  'food',
];

/** A place of these types is open for the evening whatever its category. */
const NIGHT_TYPES = new Set([
  'bar',
  'night_club',
  'music_venue',
  'concert_hall',
  'opera_house',
  'theater',
  'performing_arts',
  'comedy_club',
  'movie_theater',
]);
/** Meals of the morning and the afternoon. */
const DAYTIME_FOOD = new Set(['Coffee & Cafes', 'Brunch']);

/** Open at some moment from 22:00 to 03:00: a place that stays open late. */
const LATE_FROM = 22 * 60;
const NIGHT_END = 27 * 60;

/**
 * How much of an evening out a result is, 0 to 1: an event on then is the
 * evening itself; a bar, club, music venue, stage or cinema is where one
 * goes (restaurants a little less: dinner is early); parks, public art,
 * museums, shops and cafés are daytime places. Known opening hours decide
 * over the kind. The reason names the kind only when the question named
 * none (its own kind is said already), and never claims hours unknown.
 */
export function nightScore(
  activity: Activity,
  window: TimeWindow | undefined,
  { explainKind }: { explainKind: boolean },
): { score: number; reason?: string } {
  if (activity.start_time) {
    return { score: isOnDuring(activity, window) ? 1 : 0 };
  }
  const late = isOpenDuring(
    activity.business_hours,
    eveningDay(window),
    LATE_FROM,
    NIGHT_END,
  );
  if (late !== undefined) {
    return late ? { score: 0.8, reason: 'Open late.' } : { score: 0 };
  }
  const kind = activity.subcategory ?? categoryLabel(activity.category);
  const because = (reason: string) => (explainKind ? reason : undefined);
  if (isOutdoors(activity)) return { score: 0 };
  // A venue's evening is its events: the time signal speaks for it.
  if (activity.category === 'concerts') return { score: 0.8 };
  if (
    activity.category === 'nightlife' ||
    activity.category === 'entertainment' ||
    activity.types.some((t) => NIGHT_TYPES.has(t))
  ) {
    return { score: 0.8, reason: because(`${kind}, for an evening out.`) };
  }
  if (activity.category === 'food' && !DAYTIME_FOOD.has(kind)) {
    return { score: 0.6, reason: because(`${kind}, for dinner.`) };
  }
  return { score: 0 };
}
