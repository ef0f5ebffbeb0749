import type { Activity } from '@app/shared/activity';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

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
  offset: number,
  signal?: AbortSignal,
): Promise<Activity[]> {
  return api.get<Activity[]>('/api/activities', {
    signal,
    query: { limit: BROWSE_PAGE_SIZE, offset, ...filterQuery(filters) },
  });
}

const activitiesQuery = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: activitiesKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchActivities(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length === BROWSE_PAGE_SIZE
        ? pages.length * BROWSE_PAGE_SIZE
        : undefined,
  });

/** Filtered on the server, 50 at a time with 'Load more'. */
export function useActivities(filters: BrowseFilters) {
  return useInfiniteQuery(activitiesQuery(filters));
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
