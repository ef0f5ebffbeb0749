import { PLAN_CATEGORY_IDS } from '@app/shared/interests';

import type { ListOrMap } from '../../../components/map/list-map-toggle';
import {
  EMPTY_FILTERS,
  isBrowseSort,
  type BrowseFilters,
  type BrowseSort,
} from '../api/get-activities';

export type BrowseLayout = 'grid' | 'list';

/** What the browse page's address says: its filters, order, layout and list or map. */
export type BrowseChoices = {
  filters: BrowseFilters;
  /** The order picked; null leaves it to `sortFor`'s default. */
  sort: BrowseSort | null;
  view: BrowseLayout;
  shownAs: ListOrMap;
};

/**
 * Without search text the list opens on what is on soonest: ratings come
 * only from members' reviews and almost no place has one, so 'rating' read
 * as A-Z ('#vybe', '1.26 (Public Art)'...). Places follow the events in the
 * rating order.
 */
const DEFAULT_SORT: BrowseSort = 'start_time';

/**
 * The order the list is asked for: the one picked, else best match while
 * there is search text and `DEFAULT_SORT` without. Best match means nothing
 * without text, so a 'relevance' left over from a cleared search gives way.
 */
export function sortFor(chosen: BrowseSort | null, search: string): BrowseSort {
  const hasText = search.trim() !== '';
  if (chosen === null || (chosen === 'relevance' && !hasText)) {
    return hasText ? 'relevance' : DEFAULT_SORT;
  }
  return chosen;
}

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
  const sort = params.get('sort');
  return {
    filters: {
      search: params.get('q') ?? EMPTY_FILTERS.search,
      category: CATEGORIES.has(category) ? category : EMPTY_FILTERS.category,
      priceMax: level(params.get('price'), 1, 4),
      ratingMin: level(params.get('rating'), 1, 5),
    },
    sort: isBrowseSort(sort) ? sort : null,
    view: params.get('layout') === 'list' ? 'list' : 'grid',
    shownAs: params.get('show') === 'map' ? 'map' : 'list',
  };
}

/** The address for these choices: only what differs from the defaults. */
export function paramsFromChoices({
  filters,
  sort,
  view,
  shownAs,
}: BrowseChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.category !== EMPTY_FILTERS.category)
    params.set('category', filters.category);
  if (filters.priceMax) params.set('price', String(filters.priceMax));
  if (filters.ratingMin) params.set('rating', String(filters.ratingMin));
  // Against this address's own text: a cleared search drops 'relevance'.
  const order = sortFor(sort, filters.search);
  if (order !== sortFor(null, filters.search)) params.set('sort', order);
  if (view === 'list') params.set('layout', 'list');
  if (shownAs === 'map') params.set('show', 'map');
  return params;
}
