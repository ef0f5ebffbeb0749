import { useMemo, useState } from 'react';

import type { ListOrMap } from '../../../components/map/list-map-toggle';
import {
  EMPTY_FILTERS,
  useActivities,
  type BrowseFilters,
} from '../api/get-activities';

import { useDebouncedValue } from './use-debounced-value';

/** The browse page's choices and the catalogue query they drive. */
export function useBrowse() {
  const [filters, setFilters] = useState<BrowseFilters>(EMPTY_FILTERS);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [shownAs, setShownAs] = useState<ListOrMap>('list');
  const [showFilters, setShowFilters] = useState(true);
  const search = useDebouncedValue(filters.search);
  const query = useActivities({ ...filters, search });
  const activities = useMemo(
    () => query.data?.pages.flat() ?? [],
    [query.data],
  );
  return {
    filters,
    setFilters,
    view,
    setView,
    shownAs,
    setShownAs,
    showFilters,
    setShowFilters,
    query,
    activities,
  };
}

export type Browse = ReturnType<typeof useBrowse>;
