import type { Activity } from '@app/shared/activity';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';

import {
  ALL_CATEGORIES,
  dayFit,
  DEFAULT_FILTERS,
  filterActivities,
  toggleCategory,
  toggleSubcategory,
} from './plan-filters';

/** A plain place: no hours, price or rating unless a test gives them. */
const activity = (overrides: Partial<Activity>): Activity =>
  buildActivity({
    subcategory: null,
    business_hours: null,
    price_level: null,
    rating: 0,
    review_count: 0,
    user_ratings_total: 0,
    ...overrides,
  });

const list = [
  activity({
    id: 1,
    name: 'Sushi Den',
    subcategory: 'Sushi',
    rating: 4.5,
    price_level: 3,
  }),
  activity({
    id: 2,
    name: 'Taco Shop',
    description: 'Cheap tacos',
    rating: 4.5,
    price_level: 1,
  }),
  activity({
    id: 3,
    name: 'Art Museum',
    category: 'arts',
    rating: 4.8,
    price_level: 4,
  }),
  activity({
    id: 4,
    name: 'Big Show',
    category: 'concerts',
    rating: 4.5,
    source: 'ticketmaster',
    start_time: '2026-11-28T02:00:00Z',
  }),
  activity({ id: 5, name: 'Brewery', category: 'nightlife', rating: 3 }),
];
const ids = (xs: Activity[]) => xs.map((a) => a.id);

describe('category selection rules', () => {
  it("makes 'all' exclusive and returns to it when the last category goes", () => {
    const food = toggleCategory(ALL_CATEGORIES, 'food');
    expect(food.categories).toEqual(['food']);
    expect(toggleCategory(food, 'food')).toEqual(ALL_CATEGORIES);
    const both = toggleCategory(food, 'arts');
    expect(toggleCategory(both, 'all')).toEqual(ALL_CATEGORIES);
  });

  it("adds the category of a picked subcategory and 'all' clears subcategories", () => {
    const sushi = toggleSubcategory(ALL_CATEGORIES, 'food', 'Sushi');
    expect(sushi).toEqual({
      categories: ['food'],
      subcategories: ['food: Sushi'],
    });
    expect(toggleCategory(sushi, 'all').subcategories).toEqual([]);
    expect(toggleCategory(sushi, 'food')).toEqual(ALL_CATEGORIES);
  });
});

describe('filterActivities', () => {
  it('filters by subcategory inside a category and keeps other chosen categories whole', () => {
    const selection = toggleCategory(
      toggleSubcategory(ALL_CATEGORIES, 'food', 'Sushi'),
      'arts',
    );
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, selection })),
    ).toEqual([1, 3]);
  });

  it('searches name and description case-insensitively', () => {
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, search: 'TACOS' })),
    ).toEqual([2]);
  });

  it('applies price bands and minimum rating', () => {
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, price: 'budget' })),
    ).toEqual([2]);
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, price: 'mid' })),
    ).toEqual([1]);
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, price: 'expensive' })),
    ).toEqual([3]);
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, price: 'unknown' })),
    ).toEqual([4, 5]);
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, minRating: 4.6 })),
    ).toEqual([3]);
  });

  it("keeps the plan's order when recommended, sorts by rating then ticketed events first, or by name", () => {
    expect(ids(filterActivities(list, DEFAULT_FILTERS))).toEqual(ids(list));
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, sort: 'rating' })),
    ).toEqual([3, 4, 1, 2, 5]);
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, sort: 'name' })),
    ).toEqual([3, 4, 5, 1, 2]);
  });

  it('hides events on other plan days but keeps places', () => {
    const day = { ...DEFAULT_FILTERS, day: '2026-11-28' };
    expect(ids(filterActivities(list, day))).toEqual([1, 2, 3, 5]);
    expect(
      ids(filterActivities(list, { ...DEFAULT_FILTERS, day: '2026-11-27' })),
    ).toContain(4);
  });

  it('keeps places open on the chosen weekday and hides closed ones', () => {
    // 2026-11-28 is a Saturday.
    const open = activity({
      id: 10,
      business_hours: { Saturday: ['10:00-18:00'] },
    });
    const closed = activity({
      id: 11,
      business_hours: { saturday: [], sunday: ['10:00-18:00'] },
    });
    const unknown = activity({ id: 12 });
    expect(dayFit(open, '2026-11-28')).toBe('open');
    expect(dayFit(closed, '2026-11-28')).toBe('closed');
    expect(dayFit(closed, '2026-11-29')).toBe('open');
    expect(dayFit(unknown, '2026-11-28')).toBe('unknown');
    const shown = filterActivities([open, closed, unknown], {
      ...DEFAULT_FILTERS,
      day: '2026-11-28',
    });
    expect(ids(shown)).toEqual([10, 12]);
  });
});
