/** Price display rules of spec 2 §9 and the category defaults of issue 3. */

/** A plan's estimated cost per person for each price level. */
const COST_PER_PRICE_LEVEL = 25;

/**
 * The one price map: what a price level (1-4) means per person, as the range
 * shown to people and the floor the budget filter compares against.
 */
export const PRICE_LEVELS: Readonly<
  Record<number, { range: string; floor: number }>
> = {
  1: { range: '$10-25', floor: 10 },
  2: { range: '$25-50', floor: 25 },
  3: { range: '$50-100', floor: 50 },
  4: { range: '$100+', floor: 100 },
};

export const PRICE_LEVEL_RANGES: Readonly<Record<number, string>> =
  Object.fromEntries(
    Object.entries(PRICE_LEVELS).map(([level, { range }]) => [level, range]),
  );

/** What a price level says about cost: 'Free' for 0, the range for 1-4, else null. */
export function priceLevelText(
  level: number | null | undefined,
): string | null {
  if (level === 0) return 'Free';
  return level == null ? null : (PRICE_LEVEL_RANGES[level] ?? null);
}

export const CATEGORY_DEFAULT_PRICES: Readonly<Record<string, string>> = {
  food: '$15-35',
  outdoors: 'Free',
  concerts: 'Check tickets',
  entertainment: 'Check tickets',
  // A professional game is ticketed like a concert; '$10-30' read as its price.
  professional_sports: 'Check tickets',
};
export const GENERIC_DEFAULT_PRICE = '$10-30';

export function categoryDefaultPrice(category: string | null | undefined) {
  return (
    CATEGORY_DEFAULT_PRICES[(category ?? '').toLowerCase()] ??
    GENERIC_DEFAULT_PRICE
  );
}

/**
 * Kinds of place that cost nothing to visit, whatever their category: public
 * art stands outdoors or in public buildings.
 */
const FREE_TO_VISIT_TYPES: ReadonlySet<string> = new Set(['public_art']);

/**
 * Kinds of place that charge for entry, never 'Free' whatever their category
 * (outdoors defaults to Free). The importer types them 'paid_admission'; the
 * others come with places from OpenStreetMap or Google.
 */
const PAID_ENTRY_TYPES: ReadonlySet<string> = new Set([
  'paid_admission',
  'zoo',
  'aquarium',
  'amusement_park',
  'water_park',
  'botanical_garden',
  'state_park',
]);

/** The price to expect when a place gives none: 'Free' for a free kind of place, else its category's typical one. */
function typicalPrice(activity: PriceSource): string {
  const types = activity.types ?? [];
  if (types.some((type) => PAID_ENTRY_TYPES.has(type))) {
    return 'Admission charged';
  }
  return types.some((type) => FREE_TO_VISIT_TYPES.has(type))
    ? 'Free'
    : categoryDefaultPrice(activity.category);
}

/** The middle of a '$15-35' style range; 0 for 'Free', null without figures. */
function rangeMidpoint(range: string): number | null {
  if (/^free$/i.test(range.trim())) return 0;
  const figures = range.match(/\d+(\.\d+)?/g)?.map(Number) ?? [];
  if (figures.length === 0) return null;
  return (Math.min(...figures) + Math.max(...figures)) / 2;
}

/** Whether the place gives its own price level (0 Free to 4); else costs use its typical price. */
export function isPriceListed(activity: Pick<PriceSource, 'price_level'>) {
  const level = activity.price_level;
  return level != null && level >= 0 && level <= 4;
}

/**
 * Estimated cost in USD: price_level x 25 when the level is known (1-4), else
 * the midpoint of the typical price (the generic one when that has no
 * figures, e.g. 'Check tickets'); 0 for a free kind of place.
 */
export function estimatedCost(activity: PriceSource): number {
  const level = activity.price_level;
  if (level != null && level >= 1 && level <= 4) {
    return Math.round(level) * COST_PER_PRICE_LEVEL;
  }
  return (
    rangeMidpoint(typicalPrice(activity)) ??
    rangeMidpoint(GENERIC_DEFAULT_PRICE)!
  );
}

/** '$$' for level 2; '' for 0, null or anything outside 1-4. */
export function priceSymbols(level: number | null | undefined): string {
  if (level == null || !Number.isInteger(level) || level < 1 || level > 4) {
    return '';
  }
  return '$'.repeat(level);
}

export type PriceSource = {
  category?: string | null;
  types?: readonly string[] | null;
  price_level?: number | null;
  price_range?: string | null;
  price?: string | number | null;
};

/**
 * The price text a card shows: a known range first, then the price level map,
 * then the category default. Never a made-up exact price.
 */
export function priceLabel(activity: PriceSource): string {
  const range = activity.price_range?.trim();
  if (range) return range;
  if (typeof activity.price === 'string' && activity.price.trim()) {
    return activity.price.trim();
  }
  if (typeof activity.price === 'number' && Number.isFinite(activity.price)) {
    return activity.price === 0 ? 'Free' : `$${activity.price.toFixed(2)}`;
  }
  const byLevel =
    activity.price_level != null
      ? PRICE_LEVEL_RANGES[activity.price_level]
      : undefined;
  return byLevel ?? typicalPrice(activity);
}

export type RestaurantTier = {
  symbols: '$' | '$$' | '$$$' | '$$$$';
  label: string;
};

export const RESTAURANT_TIERS: readonly RestaurantTier[] = [
  { symbols: '$', label: 'Under $15 per person' },
  { symbols: '$$', label: '$15-40 per person' },
  { symbols: '$$$', label: '$40-75 per person' },
  { symbols: '$$$$', label: '$75+ per person' },
];

/** Restaurant tier from an average price per person in USD. */
export function restaurantTierForPrice(perPerson: number): RestaurantTier {
  if (perPerson < 15) return RESTAURANT_TIERS[0]!;
  if (perPerson < 40) return RESTAURANT_TIERS[1]!;
  if (perPerson < 75) return RESTAURANT_TIERS[2]!;
  return RESTAURANT_TIERS[3]!;
}

/** Restaurant tier from a 1-4 price level; null when the level is unknown. */
function restaurantTierForLevel(
  level: number | null | undefined,
): RestaurantTier | null {
  if (level == null || !Number.isInteger(level) || level < 1 || level > 4) {
    return null;
  }
  return RESTAURANT_TIERS[level - 1]!;
}

/**
 * What a restaurant's price chip shows (`text`) and says in full (`label`):
 * its tier when the level is known, else its own range, else the category's
 * typical range, named as such so it is not taken for the place's own.
 */
export function restaurantPrice(activity: PriceSource): {
  text: string;
  label: string;
} {
  const tier = restaurantTierForLevel(activity.price_level);
  if (tier) return { text: tier.symbols, label: tier.label };
  const range = activity.price_range?.trim();
  if (range) return { text: range, label: `${range} per person` };
  const typical = categoryDefaultPrice(activity.category);
  return { text: typical, label: `Price not listed, typically ${typical}` };
}

export type PlanBudget = { amount: number | null; type: string | null };

/** The plan's whole budget in USD: per-day budgets times the days; null when unknown or per person. */
export function planBudgetTotal(budget: PlanBudget, days: number) {
  if (budget.amount == null) return null;
  if (budget.type === 'per_person') return null;
  return budget.type === 'per_day' ? budget.amount * days : budget.amount;
}

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** '$100 per day ($300 total)', '$100 per person' or '$300 total'. */
export function budgetLabel(budget: PlanBudget, days: number): string | null {
  if (budget.amount == null) return null;
  if (budget.type === 'per_person') return `${usd(budget.amount)} per person`;
  if (budget.type === 'per_day') {
    return `${usd(budget.amount)} per day (${usd(budget.amount * days)} total)`;
  }
  return `${usd(budget.amount)} total`;
}
