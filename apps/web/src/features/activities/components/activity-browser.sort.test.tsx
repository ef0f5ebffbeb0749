import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import {
  at,
  catalogue,
  refused,
  resetBrowse,
  stubPosition,
} from '../testing/browse-backend';

import { ActivityBrowser } from './activity-browser';

describe('ActivityBrowser, sort order', () => {
  afterEach(resetBrowse);

  it('opens on the soonest events and sends each order picked, keeping it in the address', async () => {
    const seen: URLSearchParams[] = [];
    const counted: URLSearchParams[] = [];
    catalogue(seen, 3, 3, counted);
    const ask = stubPosition(() => {});
    const { user, router } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      { path: '/activities?category=arts' },
    );
    await screen.findByText('Tacos Place');
    expect(seen[0]!.get('sort')).toBe('start_time');
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveTextContent('Soonest events');

    await user.click(sortBy);
    // No search text: nothing to match, so no Best match.
    expect(
      screen.getAllByRole('option').map((option) => option.textContent),
    ).toEqual(['Soonest events', 'Nearest', 'Top rated', 'Name A–Z']);
    await user.click(screen.getByRole('option', { name: 'Top rated' }));
    await waitFor(() => expect(seen.at(-1)!.get('sort')).toBe('rating'));
    // Top rated says whose ratings they are and how many places have one.
    expect(
      await screen.findByText(
        'Ratings come only from reviews by people using Weekend Planner: 3 places have one so far.',
      ),
    ).toBeInTheDocument();
    expect(counted.at(-1)!.get('rating_min')).toBe('1');
    expect(counted.at(-1)!.get('category')).toBe('arts');
    expect(router.state.location.search).toBe('?category=arts&sort=rating');
    expect(router.state.historyAction).toBe('REPLACE');

    // By keyboard: open, move down one and choose.
    sortBy.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(seen.at(-1)!.get('sort')).toBe('name'));
    expect(router.state.location.search).toBe('?category=arts&sort=name');
    expect(sortBy).toHaveTextContent('Name A–Z');

    // The default leaves the address; its pages are still in the cache.
    const asked = seen.length;
    await user.click(sortBy);
    await user.click(screen.getByRole('option', { name: 'Soonest events' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=arts'),
    );
    expect(sortBy).toHaveTextContent('Soonest events');
    expect(seen).toHaveLength(asked);
    // Every order keeps the filters, and the count is not asked again.
    expect(seen.every((params) => params.get('category') === 'arts')).toBe(
      true,
    );
    const listCounts = counted.filter((params) => !params.has('rating_min'));
    expect(listCounts).toHaveLength(1);
    expect(listCounts[0]!.get('sort')).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });

  it('orders a typed search by best match until another order is picked', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 3);
    const { user, router } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      { path: '/activities' },
    );
    await screen.findByText('Place 0');
    await user.type(
      screen.getByRole('textbox', { name: 'Search activities' }),
      'jazz',
    );
    await waitFor(() => expect(seen.at(-1)!.get('search')).toBe('jazz'));
    expect(seen.at(-1)!.get('sort')).toBe('relevance');
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    await waitFor(() => expect(sortBy).toHaveTextContent('Best match'));
    // Best match is the default while there is text: not in the address.
    await waitFor(() => expect(router.state.location.search).toBe('?q=jazz'));

    await user.click(sortBy);
    await user.click(screen.getByRole('option', { name: 'Soonest events' }));
    await waitFor(() => expect(seen.at(-1)!.get('sort')).toBe('start_time'));
    expect(router.state.location.search).toBe('?q=jazz&sort=start_time');

    await user.clear(
      screen.getByRole('textbox', { name: 'Search activities' }),
    );
    // Without text the soonest events are the default again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sortBy).toHaveTextContent('Soonest events');
    await user.click(sortBy);
    expect(screen.queryByRole('option', { name: 'Best match' })).toBeNull();
  });

  it('sorts by distance from the position the browser gives, asked only when Nearest is chosen', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 3);
    const ask = stubPosition((ok) => ok(at(39.75312, -105.00021)));
    // Back restores the scroll; jsdom has no scrolling.
    vi.stubGlobal('scrollTo', vi.fn());
    const { user, router } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      {
        path: '/activities',
        extraRoutes: [{ path: '/activity/:id', element: <p>Detail</p> }],
      },
    );
    await screen.findByText('Place 0');
    // No prompt on opening the page.
    expect(ask).not.toHaveBeenCalled();
    expect(seen[0]!.get('lat')).toBeNull();

    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    await user.click(sortBy);
    await user.click(screen.getByRole('option', { name: 'Nearest' }));
    await waitFor(() => expect(seen.at(-1)!.get('sort')).toBe('distance'));
    const nearest = seen.at(-1)!;
    // Rounded to about 100 m.
    expect(nearest.get('lat')).toBe('39.753');
    expect(nearest.get('lng')).toBe('-105');
    expect(router.state.location.search).toBe('?sort=distance');
    await waitFor(() => expect(sortBy).toHaveTextContent('Nearest to you'));
    expect(ask).toHaveBeenCalledTimes(1);

    // Back from an activity: the same order, from the position already given.
    await act(() => router.navigate('/activity/100'));
    seen.length = 0;
    await act(() => router.navigate(-1));
    expect(
      await screen.findByRole('combobox', { name: 'Sort by' }),
    ).toHaveTextContent('Nearest to you');
    expect(screen.getByText('Place 0')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(1);
    // The pages came from the cache.
    expect(seen).toEqual([]);
  });

  it('sorts by distance from downtown Denver when the position is refused, and says so', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 3);
    stubPosition((_ok, fail) => fail(refused));
    renderWithProviders(<ActivityBrowser cardActions={() => ({})} />, {
      path: '/activities?sort=distance',
    });
    await screen.findByText('Place 0');
    const nearest = seen.at(-1)!;
    expect(nearest.get('sort')).toBe('distance');
    expect(nearest.get('lat')).toBe('39.7392');
    expect(nearest.get('lng')).toBe('-104.9903');
    // Never asked without a point to measure from.
    expect(seen.every((params) => params.get('lat') !== null)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Nearest to downtown Denver',
    );
  });

  it('waits for the position while the prompt is open, then uses it', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 3);
    let allow: (() => void) | undefined;
    stubPosition((ok) => {
      allow = () => ok(at(39.68, -104.96));
    });
    renderWithProviders(<ActivityBrowser cardActions={() => ({})} />, {
      path: '/activities?sort=distance',
    });
    expect(
      await screen.findByRole('combobox', { name: 'Sort by' }),
    ).toHaveTextContent('Nearest');
    expect(
      screen.getByRole('status', { name: 'Loading activities' }),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
    act(() => allow!());
    expect(await screen.findByText('Place 0')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.get('lat')).toBe('39.68');
  });
});
