import { ACTIVITY_SORTS, type Activity } from '@app/shared/activity';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { Coordinates } from '../../../lib/geolocation';

import { activitiesKeys } from './activities-keys';

const BROWSE_PAGE_SIZE = 50;

export type BrowseFilters = {
  search: string;
  category: string;
  /** 0 means any; otherwise the highest price level (1-4) wanted. */
  priceMax: number;
  /** 0 means any. */
  ratingMin: number;
};

export const EMPTY_FILTERS: BrowseFilters = {
  search: '',
  category: 'all',
  priceMax: 0,
  ratingMin: 0,
};

/** An order the list call takes (`sort`). */
export type BrowseSort = (typeof ACTIVITY_SORTS)[number];

export const isBrowseSort = (value: string | null): value is BrowseSort =>
  (ACTIVITY_SORTS as readonly (string | null)[]).includes(value);

/**
 * How the list is ordered. The count ignores it, so it is kept apart from
 * the filters: a new order must not ask for (or blank) the count again.
 */
export type BrowseOrder = {
  sort: BrowseSort;
  /** Where 'distance' measures from; until it is known the list waits. */
  from?: Coordinates;
};

/** The filters as the list and count calls take them. */
function filterQuery(filters: BrowseFilters) {
  return {
    category: filters.category !== 'all' ? filters.category : undefined,
    search: filters.search.trim() || undefined,
    rating_min: filters.ratingMin > 0 ? filters.ratingMin : undefined,
    price_max: filters.priceMax > 0 ? filters.priceMax : undefined,
  };
}

function fetchActivities(
  filters: BrowseFilters,
  { sort, from }: BrowseOrder,
  offset: number,
  signal?: AbortSignal,
): Promise<Activity[]> {
  return api.get<Activity[]>('/api/activities', {
    signal,
    query: {
      limit: BROWSE_PAGE_SIZE,
      offset,
      ...filterQuery(filters),
      sort,
      lat: sort === 'distance' ? from?.lat : undefined,
      lng: sort === 'distance' ? from?.lng : undefined,
    },
  });
}

const activitiesQuery = (filters: BrowseFilters, order: BrowseOrder) =>
  infiniteQueryOptions({
    queryKey: activitiesKeys.list({
      ...filters,
      sort: order.sort,
      from: order.sort === 'distance' ? order.from : undefined,
    }),
    queryFn: ({ pageParam, signal }) =>
      fetchActivities(filters, order, pageParam, signal),
    // The server refuses 'distance' without a point to measure from.
    enabled: order.sort !== 'distance' || order.from !== undefined,
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === BROWSE_PAGE_SIZE
        ? pages.length * BROWSE_PAGE_SIZE
        : undefined,
  });

/** Filtered and ordered on the server, 50 at a time with 'Load more'. */
export function useActivities(filters: BrowseFilters, order: BrowseOrder) {
  return useInfiniteQuery(activitiesQuery(filters, order));
}

const activityCountQuery = (filters: BrowseFilters) =>
  queryOptions({
    queryKey: activitiesKeys.count(filters),
    queryFn: ({ signal }) =>
      api.get<{ total: number }>('/api/activities/count', {
        signal,
        query: filterQuery(filters),
      }),
    select: (data) => data.total,
    // The count only refines the chip; a failure leaves the honest '50+'.
    retry: false,
  });

/** How many activities match the filters over all pages. */
export function useActivityCount(filters: BrowseFilters) {
  return useQuery(activityCountQuery(filters));
}
