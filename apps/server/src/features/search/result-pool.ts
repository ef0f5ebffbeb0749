import type { Activity } from '@app/shared/activity';
import type { ParsedSearch } from '@app/shared/search';

import { askedKindOf, kinshipOf } from './kinds';
import { keepFeatured } from './listing-features';
import { keepDinnerPlaces } from './meal-asked';
import { isKnownFree } from './result-filters';
import { EVENT_CATEGORIES, isOnTopic } from './result-ranking';

export type ResultPool = {
  activities: Activity[];
  /** Free was asked and nothing of the kind asked is known to be free. */
  nothingFree: boolean;
  /** Nothing is of the kind asked: these are the closest places. */
  closestOnly: boolean;
};

/**
 * When nothing of the kind asked was found: the nearest kinds to it, if any
 * (lounges for a rooftop bar, never a nightclub), else every candidate.
 */
function closest(activities: Activity[], parsed: ParsedSearch): Activity[] {
  const kin = activities.filter((a) => kinshipOf(a, parsed) !== undefined);
  return kin.length > 0 ? kin : activities;
}

/**
 * With a time asked and an event of the kind asked on then, that is the
 * answer: other games and the venues with nothing listed then only stand in
 * when there is none ('Avalanche game this week' had listed a Nuggets game,
 * a Broncos game and Ball Arena after the one Avalanche game).
 */
function keepAskedEvents(
  activities: Activity[],
  parsed: ParsedSearch,
): Activity[] {
  const asked = (a: Activity) =>
    a.start_time !== null && askedKindOf(a, parsed) !== undefined;
  if (parsed.when === null || !activities.some(asked)) return activities;
  return activities.filter(
    (a) => asked(a) || !EVENT_CATEGORIES.has(a.category),
  );
}

/**
 * Which candidates answer the question: those of the kind asked (its
 * subcategory, a keyword in the listing, a feature shown, the name), and
 * under 'free' those known to be free; of those, the ones known to have the
 * features asked (listing-features.ts). The kind comes before the price: for
 * 'museum free day' the museums, said to be of unknown price, not the free
 * public art around them that had filled the page.
 */
export function choosePool(
  fitting: Activity[],
  parsed: ParsedSearch,
  nameWords: string[],
): ResultPool {
  fitting = keepDinnerPlaces(fitting, nameWords);
  const onTopic = keepAskedEvents(
    keepFeatured(
      fitting.filter((a) => isOnTopic(a, parsed, nameWords)),
      parsed,
    ),
    parsed,
  );
  const answer = (activities: Activity[], nothingFree = false) => ({
    activities,
    nothingFree,
    closestOnly: false,
  });
  const closestOf = (activities: Activity[], nothingFree = false) => ({
    activities: closest(activities, parsed),
    nothingFree,
    closestOnly: true,
  });
  if (parsed.price_max !== 0) {
    return onTopic.length ? answer(onTopic) : closestOf(fitting);
  }
  const freeOnTopic = onTopic.filter(isKnownFree);
  if (freeOnTopic.length) return answer(freeOnTopic);
  if (onTopic.length) return answer(onTopic, true);
  const free = fitting.filter(isKnownFree);
  return free.length ? closestOf(free) : closestOf(fitting, true);
}
