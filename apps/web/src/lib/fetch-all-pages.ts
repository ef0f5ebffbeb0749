import { SAVED_LIST_PAGE_MAX } from '@app/shared/saved-lists';

/**
 * Reads a limit/offset list to its end: premium lists have no cap, and the
 * pages filter, sort and count on the whole list.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<T[]>,
  limit = SAVED_LIST_PAGE_MAX,
): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const page = await fetchPage({ limit, offset: all.length });
    all.push(...page);
    if (page.length < limit) return all;
  }
}
