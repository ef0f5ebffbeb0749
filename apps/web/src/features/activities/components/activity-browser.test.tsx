import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import {
  nearViewMarker,
  stubIntersectionObserver,
} from '../../../testing/intersection-observer';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { ActivityBrowser } from './activity-browser';

const food = buildActivity({ id: 1, name: 'Tacos Place', category: 'food' });
const park = buildActivity({ id: 2, name: 'City Park', category: 'outdoors' });

/**
 * The catalogue's list, 50 a page, and its count: `total` when given, else
 * the count call answers 404 (a server without it) and the chip says '50+'.
 */
function catalogue(
  seen: URLSearchParams[],
  pageSize = 50,
  total?: number,
  counted: URLSearchParams[] = [],
) {
  server.use(
    http.get('/api/activities/count', ({ request }) => {
      counted.push(new URL(request.url).searchParams);
      return total === undefined
        ? HttpResponse.json({ detail: 'Not Found' }, { status: 404 })
        : HttpResponse.json({ total });
    }),
    http.get('/api/activities', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const category = params.get('category');
      const offset = Number(params.get('offset') ?? 0);
      if (params.get('search') === 'nothing') return HttpResponse.json([]);
      if (category === 'outdoors') return HttpResponse.json([park]);
      if (offset > 0) return HttpResponse.json([park]);
      const page = Array.from({ length: pageSize }, (_, i) =>
        buildActivity({ id: 100 + i, name: `Place ${i}`, category: 'arts' }),
      );
      return HttpResponse.json(category ? [food] : page);
    }),
  );
}

/**
 * The browser's position: `answer` replies to each request (or keeps the
 * request open); undone after each test.
 */
function stubPosition(
  answer: (ok: PositionCallback, fail: PositionErrorCallback) => void,
) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

const at = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;

const refused = { code: 1 } as GeolocationPositionError;

describe('ActivityBrowser', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // Scroll places are kept per history entry; the next test's entries reuse the keys.
    sessionStorage.clear();
  });

  it('asks the server for 50, then loads more', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen);
    const { user } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
    );
    expect(await screen.findByText('Place 0')).toBeInTheDocument();
    expect(seen[0]!.get('limit')).toBe('50');
    expect(screen.getByText('50+ activities')).toBeInTheDocument();
    // The cards come a few per render; the grid says it is busy until all 50 are in.
    const grid = screen.getByRole('list', { name: 'Activities' });
    // Page h1, this h2, the cards' h3: no level skipped.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Activities' }),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(within(grid).getAllByRole('listitem')).toHaveLength(50),
      { timeout: 30_000 },
    );
    expect(screen.getByText('Place 49')).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-busy', 'false');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('City Park')).toBeInTheDocument();
    expect(seen.at(-1)!.get('offset')).toBe('50');
    expect(screen.getByText('51 activities')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 60_000);

  it('counts every match of the filters, not the cards loaded', async () => {
    const counted: URLSearchParams[] = [];
    catalogue([], 50, 2123, counted);
    const { user } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      { path: '/activities?q=art&price=2' },
    );
    expect(await screen.findByText('2,123 activities')).toBeInTheDocument();
    expect(screen.queryByText('50+ activities')).toBeNull();
    expect(screen.getByText('Showing 50 of 2,123')).toBeInTheDocument();
    expect(counted[0]!.get('search')).toBe('art');
    expect(counted[0]!.get('price_max')).toBe('2');
    expect(counted[0]!.get('limit')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // The last page is in: the cards are all there is.
    expect(await screen.findByText('51 activities')).toBeInTheDocument();
  }, 60_000);

  it('says when no place is rated that high yet and offers to drop the rating', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('/api/activities', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        return HttpResponse.json(params.get('rating_min') ? [] : [food]);
      }),
      http.get('/api/activities/count', () =>
        HttpResponse.json({ detail: 'Not Found' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      { path: '/activities?rating=4' },
    );
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    expect(
      screen.getByText('No places are rated 4 stars or higher yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Ratings come only from reviews by people/),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Clear rating filter' }),
    );
    expect(await screen.findByText('Tacos Place')).toBeInTheDocument();
    expect(seen.at(-1)!.get('rating_min')).toBeNull();
  });

  it('says a price filter keeps places with no listed price', async () => {
    catalogue([], 3);
    const { user } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
    );
    await screen.findByText('Place 0');
    expect(screen.queryByText(/no listed price/)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Price range' }));
    await user.click(screen.getByRole('option', { name: '$ only' }));
    expect(
      await screen.findByText(/places with no listed price are still shown/),
    ).toBeInTheDocument();
  });

  it('draws cards only as far as one screen below the view', async () => {
    const observers = stubIntersectionObserver();
    catalogue([]);
    renderWithProviders(<ActivityBrowser cardActions={() => ({})} />);
    const grid = await screen.findByRole('list', { name: 'Activities' });
    const setNear = await nearViewMarker(observers);
    // Busy until the browser says where the grid's end is.
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);

    setNear(false);
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    // The count is of the matches, not of the cards drawn.
    expect(screen.getByText('50+ activities')).toBeInTheDocument();

    // Scrolled near the end: the next cards are drawn, a few per commit.
    setNear(true);
    await waitFor(
      () => expect(within(grid).getAllByRole('listitem')).toHaveLength(50),
      { timeout: 30_000 },
    );
    expect(grid).toHaveAttribute('aria-busy', 'false');
  }, 60_000);

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

  it('filters by category on the server and clears filters', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 3);
    const { user } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
    );
    await screen.findByText('Place 0');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(
      screen.getByRole('option', { name: 'Outdoor Activities' }),
    );
    const list = await screen.findByRole('list', { name: 'Activities' });
    expect(await within(list).findByText('City Park')).toBeInTheDocument();
    expect(within(list).queryByText('Place 0')).toBeNull();
    expect(seen.at(-1)!.get('category')).toBe('outdoors');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Place 0')).toBeInTheDocument();
  });

  it('sends search, rating and price filters and shows the empty state', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 1);
    const { user } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
    );
    await screen.findByText('Place 0');
    await user.click(screen.getByRole('combobox', { name: 'Price range' }));
    await user.click(screen.getByRole('option', { name: 'Up to $$' }));
    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    fireEvent.change(
      screen.getByRole('textbox', { name: 'Search activities' }),
      { target: { value: 'nothing' } },
    );
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    const last = seen.at(-1)!;
    expect(last.get('search')).toBe('nothing');
    expect(last.get('price_max')).toBe('2');
    expect(last.get('rating_min')).toBe('4');
  });

  it('shows the load error', async () => {
    server.use(
      http.get('/api/activities', () =>
        HttpResponse.json({ detail: 'bad' }, { status: 400 }),
      ),
      http.get('/api/activities/count', () =>
        HttpResponse.json({ detail: 'bad' }, { status: 400 }),
      ),
    );
    renderWithProviders(<ActivityBrowser cardActions={() => ({})} />);
    expect(
      await screen.findByText('Failed to load activities'),
    ).toBeInTheDocument();
  });

  it('hides the filter panel on request', async () => {
    catalogue([], 3);
    const { user } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
    );
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
  });

  it('keeps its choices in the address and opens again from it', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 3);
    const { user, router, unmount } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      { path: '/activities' },
    );
    await screen.findByText('Place 0');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(
      screen.getByRole('option', { name: 'Outdoor Activities' }),
    );
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Search activities' }),
      'park',
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=park&category=outdoors&layout=list',
      ),
    );
    // Each choice replaced the page's entry: Back leaves the page.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen.at(-1)!.get('search')).toBe('park');
    unmount();

    // Back from an activity, or a shared link: the same list again.
    seen.length = 0;
    renderWithProviders(<ActivityBrowser cardActions={() => ({})} />, {
      path: '/activities?q=park&category=outdoors&layout=list',
    });
    expect(await screen.findByText('City Park')).toBeInTheDocument();
    expect(seen[0]!.get('category')).toBe('outdoors');
    expect(seen[0]!.get('search')).toBe('park');
    expect(
      screen.getByRole('textbox', { name: 'Search activities' }),
    ).toHaveValue('park');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens the whole catalogue from an address it does not understand', async () => {
    const seen: URLSearchParams[] = [];
    catalogue(seen, 3);
    renderWithProviders(<ActivityBrowser cardActions={() => ({})} />, {
      path: '/activities?category=nope&price=9&rating=x&layout=tiles&sort=popular',
    });
    expect(await screen.findByText('Place 0')).toBeInTheDocument();
    const first = seen[0]!;
    for (const name of ['category', 'price_max', 'rating_min'])
      expect(first.get(name)).toBeNull();
    expect(first.get('sort')).toBe('start_time');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Soonest events',
    );
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('empties its search box when the menu opens Browse afresh', async () => {
    catalogue([], 3);
    const { router } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      { path: '/activities?q=park' },
    );
    const box = screen.getByRole('textbox', { name: 'Search activities' });
    expect(box).toHaveValue('park');
    await router.navigate('/activities');
    await waitFor(() => expect(box).toHaveValue(''));
  });

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
    expect(counted).toHaveLength(1);
    expect(counted[0]!.get('sort')).toBeNull();
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
