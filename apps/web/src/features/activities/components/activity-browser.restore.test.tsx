import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  nearViewMarker,
  stubIntersectionObserver,
} from '../../../testing/intersection-observer';
import { renderWithProviders } from '../../../testing/render';
import { catalogue, resetBrowse } from '../testing/browse-backend';

import { ActivityBrowser } from './activity-browser';

describe('ActivityBrowser, Back to the list', () => {
  afterEach(resetBrowse);

  it('opens the same pages at the same place on Back from an activity', async () => {
    const observers = stubIntersectionObserver();
    const seen: URLSearchParams[] = [];
    catalogue(seen);
    // A page as tall as its drawn cards, 100 px each, in an 800 px window.
    let scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(
      document.documentElement,
      'scrollHeight',
      'get',
    ).mockImplementation(
      () =>
        100 *
        document.querySelectorAll('#browse-results-heading + ul > li').length,
    );
    vi.stubGlobal('innerHeight', 800);
    const scrollTo = vi.fn((_x: number, y: number) => {
      scrollY = y;
    });
    vi.stubGlobal('scrollTo', scrollTo);
    const { user, router, queryClient } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      {
        path: '/home',
        extraRoutes: [{ path: '/activity/:id', element: <p>Detail</p> }],
      },
    );
    await act(() => router.navigate('/activities'));
    const setNear = await nearViewMarker(observers);
    setNear(true);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('City Park')).toBeInTheDocument();
    act(() => {
      scrollY = 3000;
      window.dispatchEvent(new Event('scroll'));
    });
    await act(() => router.navigate('/activity/150'));
    // Gone from the cache meanwhile: the pages are asked for again.
    queryClient.removeQueries();
    seen.length = 0;

    await act(() => router.navigate(-1));
    const grid = await screen.findByRole('list', { name: 'Activities' });
    // The grid's end is far from this (clamped) view, yet it draws on.
    act(() => observers.at(-1)!.report([{ isIntersecting: false }]));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 3000), {
      timeout: 30_000,
    });
    expect(seen.map((params) => params.get('offset'))).toEqual(['0', '50']);
    // Drawn as far as the place (38 cards) and a step on, not all 51.
    const drawn = within(grid).getAllByRole('listitem').length;
    expect(drawn).toBeGreaterThanOrEqual(38);
    expect(drawn).toBeLessThanOrEqual(48);
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('51 activities')).toBeInTheDocument();
  }, 60_000);
});
