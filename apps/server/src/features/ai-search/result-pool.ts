import type { Activity } from '@app/shared/activity';
import type { ParsedSearch } from '@app/shared/ai-search';

import { kinshipOf } from './kinds';
import { isKnownFree } from './result-filters';
import { isOnTopic } from './result-ranking';

type ResultPool = {
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
 * Which candidates answer the question: those of the kind asked (its
 * subcategory, a keyword in the listing, a feature shown, the name), and
 * under 'free' those known to be free. The kind comes before the price: for
 * 'museum free day' the museums, said to be of unknown price, not the free
 * public art around them that had filled the page.
 */
export function choosePool(
  fitting: Activity[],
  parsed: ParsedSearch,
  nameWords: string[],
): ResultPool {
  const onTopic = fitting.filter((a) => isOnTopic(a, parsed, nameWords));
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
