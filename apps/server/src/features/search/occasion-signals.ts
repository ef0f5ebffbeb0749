import type { Activity } from '@app/shared/activity';
import type { ParsedSearch } from '@app/shared/search';

import { IMPLIED } from '../../providers/ai/query-rules';
import { chainKey } from '../activities/activities.service';

import { nightScore } from './night-out';
import type { TimeWindow } from './search-window';
import type { Signal } from './signal';

/** Signals of the occasion asked about: families, a date night, a night out. */

const FAMILY_WORDS = /\b(child|children|kids?|famil(y|ies))\b/i;

export function audienceSignal(activity: Activity): Signal {
  const text = `${activity.name} ${activity.description ?? ''}`;
  return FAMILY_WORDS.test(text)
    ? { weight: 0.1, score: 1, reason: 'Made for children and families.' }
    : { weight: 0.1, score: 0 };
}

/** The places people choose for an evening out together. */
const DATE_NIGHT_PICKS = new Set(
  IMPLIED.date_night.flatMap((item) => item.subcategory ?? []),
);
/** Quick meals and daytime places: no one's idea of a date night. */
const NOT_DATE_NIGHT = new Set([
  'Fast Food',
  'Coffee & Cafes',
  'Brunch',
  'Sports Bars',
  'Dive Bars',
]);

/** Names that promise a quick bite ("Sushi Burrito", "Burger Bar"). */
const QUICK_BITE =
  /\b(burgers?|burritos?|tacos?|taqueria|wings|bagels?|donuts?|hot dogs?|sandwich(es)?|subs|deli|delicatessen)\b/i;
/** Filed as Italian but a casual meal: neither a date-night favourite nor against it. */
const CASUAL_ITALIAN = /\bpizz(a|as|eria)\b/i;

export function dateNightSignal(
  activity: Activity,
  chains: Set<string>,
): Signal {
  const sub = activity.subcategory ?? '';
  if (
    NOT_DATE_NIGHT.has(sub) ||
    QUICK_BITE.test(activity.name) ||
    chains.has(chainKey(activity))
  ) {
    return { weight: 0.2, score: 0 };
  }
  if (CASUAL_ITALIAN.test(activity.name)) return { weight: 0.2, score: 0.5 };
  return DATE_NIGHT_PICKS.has(sub)
    ? { weight: 0.2, score: 1, reason: `${sub}: a date-night favourite.` }
    : { weight: 0.2, score: 0.5 };
}

/**
 * More than the time's own weight: for an evening, tonight's show, then a
 * bar or a stage, then dinner, and only then the daytime places.
 */
const NIGHT_WEIGHT = 0.3;

export function nightSignal(
  activity: Activity,
  parsed: ParsedSearch,
  window: TimeWindow | undefined,
): Signal {
  const explainKind =
    parsed.categories.length === 0 && parsed.subcategories.length === 0;
  return {
    weight: NIGHT_WEIGHT,
    ...nightScore(activity, window, { explainKind }),
  };
}
