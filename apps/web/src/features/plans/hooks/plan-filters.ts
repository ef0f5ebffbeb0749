import type { Activity } from '@app/shared/activity';
import { dateFormat } from '@app/shared/date-format';
import { METRO_TIME_ZONE } from '@app/shared/metro';

export type PriceFilter = 'all' | 'budget' | 'mid' | 'expensive' | 'unknown';
export type SortMode = 'default' | 'rating' | 'name';

export type CategorySelection = {
  categories: string[];
  subcategories: string[];
};

export const ALL_CATEGORIES: CategorySelection = {
  categories: ['all'],
  subcategories: [],
};

const subKey = (category: string, sub: string) => `${category}: ${sub}`;

/** 'all' is exclusive; deselecting the last category returns to 'all'. */
export function toggleCategory(
  state: CategorySelection,
  category: string,
): CategorySelection {
  if (category === 'all') return ALL_CATEGORIES;
  const current = state.categories.filter((c) => c !== 'all');
  const removing = current.includes(category);
  const categories = removing
    ? current.filter((c) => c !== category)
    : [...current, category];
  const subcategories = removing
    ? state.subcategories.filter((s) => !s.startsWith(`${category}: `))
    : state.subcategories;
  if (categories.length === 0) return ALL_CATEGORIES;
  return { categories, subcategories };
}

/** Picking a subcategory adds its category (and so removes 'all'). */
export function toggleSubcategory(
  state: CategorySelection,
  category: string,
  sub: string,
): CategorySelection {
  const key = subKey(category, sub);
  if (state.subcategories.includes(key)) {
    return {
      ...state,
      subcategories: state.subcategories.filter((s) => s !== key),
    };
  }
  const categories = state.categories.filter((c) => c !== 'all');
  return {
    categories: categories.includes(category)
      ? categories
      : [...categories, category],
    subcategories: [...state.subcategories, key],
  };
}

function matchesCategory(a: Activity, selection: CategorySelection) {
  if (selection.categories.includes('all')) return true;
  const category = a.category.toLowerCase();
  if (!selection.categories.some((c) => c.toLowerCase() === category)) {
    return false;
  }
  const subs = selection.subcategories
    .filter((s) => s.toLowerCase().startsWith(`${category}: `))
    .map((s) => s.slice(s.indexOf(': ') + 2).toLowerCase());
  return (
    subs.length === 0 || subs.includes((a.subcategory ?? '').toLowerCase())
  );
}

function matchesPrice(a: Activity, price: PriceFilter) {
  if (price === 'all') return true;
  // A place with no known price is under 'Price Unknown' only: counting it as
  // budget too made the two filters show the same list (docs/decisions.md).
  const level = a.price_level;
  if (level == null) return price === 'unknown';
  if (price === 'unknown') return false;
  if (price === 'budget') return level <= 2;
  if (price === 'mid') return level === 3;
  return level >= 4;
}

function eventDay(a: Activity): string | null {
  if (!a.start_time) return null;
  return dateFormat('en-CA', {
    timeZone: METRO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(a.start_time));
}

const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

export type DayFit = 'event' | 'open' | 'closed' | 'unknown';

/**
 * How an activity fits one plan day: an event fits its own date only; a place
 * with known hours is open or closed that weekday; others are 'unknown'
 * (shown, marked 'Hours not available').
 */
export function dayFit(a: Activity, day: string): DayFit {
  const date = eventDay(a);
  if (date) return date === day ? 'event' : 'closed';
  const hours = a.business_hours;
  if (!hours || Object.keys(hours).length === 0) return 'unknown';
  const weekday = WEEKDAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
  const ranges = Object.entries(hours).find(
    ([name]) => name.toLowerCase() === weekday,
  )?.[1];
  return ranges && ranges.length > 0 ? 'open' : 'closed';
}

export type PlanFilters = {
  search: string;
  selection: CategorySelection;
  price: PriceFilter;
  minRating: number;
  sort: SortMode;
  /** A plan day: only activities that fit it (see dayFit). null shows every day. */
  day: string | null;
};

export const DEFAULT_FILTERS: PlanFilters = {
  search: '',
  selection: ALL_CATEGORIES,
  price: 'all',
  minRating: 0,
  sort: 'default',
  day: null,
};

const isTicketed = (a: Activity) => a.source === 'ticketmaster';

/**
 * Recommended keeps the server's order: the plan's own kinds first, taking
 * turns (a Culture Day plan had opened on its best-rated bar when this
 * sorted by rating).
 */
function sortActivities(list: Activity[], sort: SortMode): Activity[] {
  const copy = [...list];
  if (sort === 'name') return copy.sort((a, b) => a.name.localeCompare(b.name));
  if (sort === 'rating')
    return copy.sort(
      (a, b) =>
        b.rating - a.rating || Number(isTicketed(b)) - Number(isTicketed(a)),
    );
  return copy;
}

export function filterActivities(
  list: readonly Activity[],
  f: PlanFilters,
): Activity[] {
  const term = f.search.trim().toLowerCase();
  const result = list.filter((a) => {
    if (
      term &&
      !a.name.toLowerCase().includes(term) &&
      !(a.description ?? '').toLowerCase().includes(term)
    ) {
      return false;
    }
    if (f.day && dayFit(a, f.day) === 'closed') return false;
    return (
      matchesCategory(a, f.selection) &&
      matchesPrice(a, f.price) &&
      a.rating >= f.minRating
    );
  });
  return sortActivities(result, f.sort);
}
