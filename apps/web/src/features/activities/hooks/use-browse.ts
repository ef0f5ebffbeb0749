import { useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import type { ListOrMap } from '../../../components/map/list-map-toggle';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  useActivities,
  useActivityCount,
  type BrowseFilters,
  type BrowseSort,
} from '../api/get-activities';

import {
  choicesFromParams,
  paramsFromChoices,
  sortFor,
  type BrowseChoices,
  type BrowseLayout,
} from './browse-params';
import { useBrowseOrigin } from './use-browse-origin';
import { useRestoredScroll } from './use-restored-scroll';

/** What the results need while Back returns the page to where it was. */
export type BrowseRestore = {
  /** Draw on past the view: the place to return to is further down. */
  active: boolean;
  /** After each commit of the results; `allDrawn` when every loaded card is in. */
  attempt: (allDrawn: boolean) => void;
};

const OWN_WRITE = {
  replace: true,
  preventScrollReset: true,
  state: { browseChoice: true },
};

/**
 * The browse page's choices and the catalogue query they drive. The choices
 * live in the address, so Back from an activity, a reload or a shared link
 * opens the same list; each change replaces the entry rather than adding one.
 * The search box keeps its own text and writes it to the address once typing
 * pauses: a box that waited on the router for every key would lag. A new
 * address from elsewhere (the menu's Browse link) resets the box; the page's
 * own writes carry a mark in the history state so they do not.
 */
export function useBrowse() {
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => choicesFromParams(params), [params]);
  const [searchText, setSearchText] = useState(choices.filters.search);
  const search = useDebouncedValue(searchText);
  const choose = (next: Partial<BrowseChoices>) =>
    setParams(paramsFromChoices({ ...choices, ...next }), OWN_WRITE);
  const addressSearch = choices.filters.search;
  const ownWrite =
    (useLocation().state as { browseChoice?: boolean } | null)?.browseChoice ===
    true;
  const [seenAddress, setSeenAddress] = useState(addressSearch);
  if (addressSearch !== seenAddress) {
    setSeenAddress(addressSearch);
    if (!ownWrite) setSearchText(addressSearch);
  }
  useEffect(() => {
    // Written once the box has settled, and only if the address differs.
    if (search !== searchText || search === addressSearch) return;
    setParams((current) => {
      const next = choicesFromParams(current);
      return paramsFromChoices({
        ...next,
        filters: { ...next.filters, search },
      });
    }, OWN_WRITE);
  }, [search, searchText, addressSearch, setParams]);

  // On a phone the panel filled the whole first screen: it starts folded
  // there, its button counting the filters in force.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [showFilters, setShowFilters] = useState(!phone);
  // By the text being searched, so 'Best match' comes with the results it orders.
  const sort = sortFor(choices.sort, search);
  const origin = useBrowseOrigin(sort === 'distance');
  const query = useActivities(
    { ...choices.filters, search },
    { sort, from: origin.at },
  );
  // Every match over all pages; undefined while unknown (the chip says '50+').
  const count = useActivityCount({ ...choices.filters, search });
  const activities = useMemo(
    () => query.data?.pages.flat() ?? [],
    [query.data],
  );
  const restore = useRestoredList(query);
  const filters = { ...choices.filters, search: searchText };
  const setFilters = (next: BrowseFilters) => {
    setSearchText(next.search);
    if (
      next.category !== filters.category ||
      next.priceMax !== filters.priceMax ||
      next.ratingMin !== filters.ratingMin
    ) {
      choose({ filters: { ...next, search: addressSearch } });
    }
  };
  return {
    filters,
    setFilters,
    view: choices.view,
    setView: (next: BrowseLayout) => choose({ view: next }),
    shownAs: choices.shownAs,
    setShownAs: (next: ListOrMap) => choose({ shownAs: next }),
    sort,
    setSort: (next: BrowseSort) => choose({ sort: next }),
    /** Best match is offered only while there is text to match. */
    canMatch: search.trim() !== '',
    origin,
    showFilters,
    setShowFilters,
    query,
    activities,
    total: count.data,
    /** The total has arrived or failed: the chip need not change again. */
    totalSettled: !count.isPending,
    restore,
  };
}

/**
 * Back to the list from an activity: the pages that were loaded come back
 * (from the cache while it holds them, else asked for again, one by one as
 * Load more would) and the window returns to where the reader was once the
 * cards reach that far.
 */
function useRestoredList(
  query: ReturnType<typeof useActivities>,
): BrowseRestore {
  const loaded = query.data?.pages.length ?? 0;
  const scroll = useRestoredScroll(loaded);
  const { isSuccess, isError, isFetching, hasNextPage, fetchNextPage } = query;
  const wantsMore = scroll.restoring && loaded < scroll.pages && hasNextPage;
  useEffect(() => {
    // A refetch of the stale list brings back every page it had; wait for it.
    if (wantsMore && isSuccess && !isFetching) void fetchNextPage();
  }, [wantsMore, isSuccess, isFetching, fetchNextPage]);
  const pagesBack = isError || (isSuccess && !wantsMore);
  const { attempt: scrollTo, restoring } = scroll;
  const attempt = useCallback(
    (allDrawn: boolean) => scrollTo(allDrawn && pagesBack),
    [scrollTo, pagesBack],
  );
  return useMemo(() => ({ active: restoring, attempt }), [restoring, attempt]);
}

export type Browse = ReturnType<typeof useBrowse>;
