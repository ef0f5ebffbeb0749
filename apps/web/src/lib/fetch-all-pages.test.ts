import { describe, expect, it, vi } from 'vitest';

import { fetchAllPages } from './fetch-all-pages';

describe('fetchAllPages', () => {
  it('follows offsets until a short page', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => i);
    const fetchPage = vi.fn(async ({ limit, offset }) =>
      rows.slice(offset, offset + limit),
    );
    expect(await fetchAllPages(fetchPage, 3)).toEqual(rows);
    expect(fetchPage.mock.calls.map(([p]) => p.offset)).toEqual([0, 3, 6]);
  });

  it('asks once more after an exactly full page and stops on an empty one', async () => {
    const fetchPage = vi.fn(async ({ offset }: { offset: number }) =>
      offset === 0 ? ['a', 'b'] : [],
    );
    expect(await fetchAllPages(fetchPage, 2)).toEqual(['a', 'b']);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
