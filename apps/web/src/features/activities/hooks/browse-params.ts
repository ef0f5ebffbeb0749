import { PLAN_CATEGORY_IDS } from '@app/shared/interests';

import type { ListOrMap } from '../../../components/map/list-map-toggle';
import { EMPTY_FILTERS, type BrowseFilters } from '../api/get-activities';

export type BrowseLayout = 'grid' | 'list';

/** What the browse page's address says: its filters, its layout and list or map. */
export type BrowseChoices = {
  filters: BrowseFilters;
  view: BrowseLayout;
  shownAs: ListOrMap;
};

const CATEGORIES = new Set<string>(PLAN_CATEGORY_IDS);

/** A whole number within min-max from the address, else 0 ("any"). */
function level(value: string | null, min: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : 0;
}

/**
 * The choices an address names. Anything missing or not understood stays at
 * its default, so a shared or hand-edited link always opens a working page.
 */
export function choicesFromParams(params: URLSearchParams): BrowseChoices {
  const category = params.get('category') ?? '';
  return {
    filters: {
      search: params.get('q') ?? EMPTY_FILTERS.search,
      category: CATEGORIES.has(category) ? category : EMPTY_FILTERS.category,
      priceMax: level(params.get('price'), 1, 4),
      ratingMin: level(params.get('rating'), 1, 5),
    },
    view: params.get('layout') === 'list' ? 'list' : 'grid',
    shownAs: params.get('show') === 'map' ? 'map' : 'list',
  };
}

/** The address for these choices: only what differs from the defaults. */
export function paramsFromChoices({
  filters,
  view,
  shownAs,
}: BrowseChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.category !== EMPTY_FILTERS.category)
    params.set('category', filters.category);
  if (filters.priceMax) params.set('price', String(filters.priceMax));
  if (filters.ratingMin) params.set('rating', String(filters.ratingMin));
  if (view === 'list') params.set('layout', 'list');
  if (shownAs === 'map') params.set('show', 'map');
  return params;
}
