import type { Activity } from '@app/shared/activity';
import { isDaytimeFood } from '@app/shared/itinerary-hours';

import { singular } from '../../providers/ai/query-words';

const DINNER_WORDS = new Set(['dinner', 'supper']);

/**
 * Asked for dinner, the restaurants that serve one: a brunch place or a
 * cafe closes before the evening (the rule day plans hold their dinners
 * to). A morning meal asked as well ('brunch or dinner') keeps them.
 */
export function keepDinnerPlaces(
  activities: Activity[],
  nameWords: string[],
): Activity[] {
  const words = nameWords.map(singular);
  const dinner = words.some((w) => DINNER_WORDS.has(w));
  const daytimeAsked = words.some((w) =>
    isDaytimeFood({ name: w, subcategory: null, types: [] }),
  );
  if (!dinner || daytimeAsked) return activities;
  return activities.filter((a) => a.category !== 'food' || !isDaytimeFood(a));
}
