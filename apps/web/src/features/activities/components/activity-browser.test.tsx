import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import {
  nearViewMarker,
  stubIntersectionObserver,
} from '../../../testing/intersection-observer';
import { stubPhone } from '../../../testing/match-media';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { catalogue, food, resetBrowse } from '../testing/browse-backend';

import { ActivityBrowser } from './activity-browser';

describe('ActivityBrowser', () => {
  afterEach(resetBrowse);

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

  it('says how many places have ratings when a minimum rating leaves none', async () => {
    server.use(
      http.get('/api/activities', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('rating_min') ? [] : [food],
        ),
      ),
      http.get('/api/activities/count', ({ request }) =>
        HttpResponse.json({
          total:
            new URL(request.url).searchParams.get('rating_min') === '1'
              ? 12
              : 0,
        }),
      ),
    );
    renderWithProviders(<ActivityBrowser cardActions={() => ({})} />, {
      path: '/activities?rating=5',
    });
    expect(
      await screen.findByText(
        'Ratings come only from reviews by people using Weekend Planner: 12 places have one so far.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No places are rated 5 stars or higher yet.'),
    ).toBeInTheDocument();
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

  it('on a phone starts with the filters folded, counting those in force', async () => {
    stubPhone();
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    catalogue([], 3);
    const { user } = renderWithProviders(
      <ActivityBrowser cardActions={() => ({})} />,
      { path: '/activities?category=food&rating=4' },
    );
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Filters' })).toBeVisible();
  });
});
