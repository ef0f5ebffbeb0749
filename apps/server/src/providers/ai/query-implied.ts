/**
 * What the kinds and places named say about the rest of a question: a
 * nightclub is a night out, a matinee an afternoon, a named park an outing
 * outdoors.
 */
import type { PlanCategoryId } from '@app/shared/interests';
import type { ParsedSearch } from '@app/shared/search';

import { isOutdoorArea } from './denver-areas';

const OUTDOOR_WORDS = new Set(['outdoor', 'outdoors', 'outside', 'nature']);

/** A meal of the evening asked beside a matinee: the day runs on to it. */
const EVENING_MEALS = new Set(['dinner', 'supper', 'dinners']);

export function settleImplied(
  tokens: string[],
  parsed: ParsedSearch,
  categories: Set<PlanCategoryId>,
  subcategories: Set<string>,
): void {
  // Setting words may also have named the outdoors category.
  if (
    categories.has('outdoors') &&
    parsed.setting === null &&
    tokens.some((t) => OUTDOOR_WORDS.has(t))
  )
    parsed.setting = 'outdoor';
  // 'rainy sunday at wash park' is a day in the park, whatever the weather
  // says: the plan keeps an outdoor item for the forecast to judge.
  if (
    categories.size === 0 &&
    parsed.place &&
    isOutdoorArea(parsed.place.name)
  ) {
    categories.add('outdoors');
    subcategories.add('Parks');
  }
  if (parsed.time_of_day === null) {
    if (subcategories.has('Nightclubs')) parsed.time_of_day = 'evening';
    else if (
      tokens.includes('matinee') &&
      !tokens.some((t) => EVENING_MEALS.has(t))
    )
      parsed.time_of_day = 'afternoon';
  }
}
