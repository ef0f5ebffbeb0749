import type { Favorite } from '@app/shared/favorites';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { FavoritesPage } from './favorites-page';

const favorite = (id: number, overrides: Partial<Favorite> = {}): Favorite => ({
  id,
  activity_id: id * 10,
  activity: buildActivity({ id: id * 10, name: `Place ${id}` }),
  notes: null,
  created_at: `2026-11-0${id}T12:00:00.000Z`,
  ...overrides,
});

const list = [
  favorite(1, {
    activity: buildActivity({
      id: 10,
      name: 'Denver Art Museum',
      category: 'arts',
      rating: 4.8,
    }),
  }),
  favorite(2, {
    notes: 'Try the pancakes',
    activity: buildActivity({
      id: 20,
      name: 'Snooze',
      category: 'food',
      rating: 4.1,
    }),
  }),
];

function renderPage() {
  return renderWithProviders(<FavoritesPage />, {
    path: '/favorites',
    extraRoutes: [{ path: '/login', element: <p>Login page</p> }],
  });
}

describe('FavoritesPage', () => {
  it('sends anonymous visitors to /login, to come back after signing in', async () => {
    const { router } = renderPage();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Ffavorites');
  });

  it('lists favorites newest first with the count, search and footer', async () => {
    signInForTest();
    server.use(http.get('/api/favorites', () => HttpResponse.json(list)));
    const { user } = renderPage();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Snooze',
      'Denver Art Museum',
    ]);
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(screen.getByText('Try the pancakes')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 favorites')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Search favorites' }),
      'museum',
    );
    expect(screen.getByText('Showing 1 of 2 favorites')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search favorites' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Search favorites' }),
      'zzz',
    );
    expect(
      screen.getByText('No favorites match your search'),
    ).toBeInTheDocument();
  });

  it('sorts by name and by rating', async () => {
    signInForTest();
    server.use(http.get('/api/favorites', () => HttpResponse.json(list)));
    const { user } = renderPage();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    await user.click(screen.getByRole('option', { name: 'Highest Rated' }));
    expect(screen.getAllByRole('article')[0]).toHaveAttribute(
      'aria-label',
      'Denver Art Museum',
    );
    await user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    await user.click(screen.getByRole('option', { name: 'Oldest First' }));
    expect(screen.getAllByRole('article')[0]).toHaveAttribute(
      'aria-label',
      'Denver Art Museum',
    );
  });

  it('saves notes on the server', async () => {
    signInForTest();
    let sent: unknown;
    server.use(
      http.get('/api/favorites', () => HttpResponse.json(list)),
      http.put('/api/favorites/2', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...list[1], notes: 'Go early' });
      }),
    );
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Edit notes for Snooze' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Notes' });
    const box = within(dialog).getByRole('textbox', { name: 'My Notes' });
    await user.clear(box);
    await user.type(box, 'Go early');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notes updated')).toBeInTheDocument();
    expect(sent).toEqual({ notes: 'Go early' });
    expect(screen.getByText('Go early')).toBeInTheDocument();
  });

  it('removes after confirming, by activity id', async () => {
    signInForTest();
    let removed = '';
    server.use(
      http.get('/api/favorites', () =>
        HttpResponse.json(removed ? [list[0]] : list),
      ),
      http.delete('/api/favorites/:activityId', ({ params }) => {
        removed = String(params.activityId);
        return HttpResponse.json({ detail: 'Removed from favorites' });
      }),
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: [10] }),
      ),
    );
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Snooze from favorites',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove from Favorites?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Removed from favorites'),
    ).toBeInTheDocument();
    expect(removed).toBe('20');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('after a removal, moves focus to the next card’s remove button, then to the heading', async () => {
    signInForTest();
    let left = list;
    server.use(
      http.get('/api/favorites', () => HttpResponse.json(left)),
      http.delete('/api/favorites/:activityId', ({ params }) => {
        left = left.filter((f) => f.activity_id !== Number(params.activityId));
        return HttpResponse.json({ detail: 'Removed from favorites' });
      }),
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: left.map((f) => f.activity_id) }),
      ),
    );
    const { user } = renderPage();
    const removeVia = async (name: string) => {
      const button = await screen.findByRole('button', { name });
      button.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', {
        name: 'Remove from Favorites?',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Remove from Favorites?' }),
        ).not.toBeInTheDocument(),
      );
    };

    await removeVia('Remove Snooze from favorites');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(
      screen.getByRole('button', {
        name: 'Remove Denver Art Museum from favorites',
      }),
    ).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);

    await removeVia('Remove Denver Art Museum from favorites');
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'My Favorites' }),
    ).toHaveFocus();
  });

  it('shows the empty state', async () => {
    signInForTest();
    server.use(http.get('/api/favorites', () => HttpResponse.json([])));
    renderPage();
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Explore Activities' }),
    ).toHaveAttribute('href', '/dashboard');
  });

  it('shows a load error with Try Again', async () => {
    signInForTest();
    let calls = 0;
    server.use(
      http.get('/api/favorites', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Bad request' }, { status: 400 })
          : HttpResponse.json(list);
      }),
    );
    const { user } = renderPage();
    expect(
      await screen.findByText('Failed to load favorites: Bad request'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('Showing 2 of 2 favorites'),
    ).toBeInTheDocument();
  });
});
