import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { favoriteCreated } from '../features/favorites/testing/favorite-fixture';
import { server } from '../testing/msw-server';
import { renderWithProviders } from '../testing/render';
import { signInForTest } from '../testing/sign-in';

import { useFavoriteToggle } from './use-favorite-toggle';

function Harness({ onLimitReached }: { onLimitReached?: (m: string) => void }) {
  const favorites = useFavoriteToggle({ onLimitReached });
  return (
    <button type="button" onClick={() => void favorites.toggle({ id: 7 })}>
      {favorites.isFavorite(7) ? 'Favorited' : 'Not favorited'}
    </button>
  );
}

describe('useFavoriteToggle', () => {
  it('sends anonymous users to /login', async () => {
    const { user } = renderWithProviders(<Harness />, {
      extraRoutes: [{ path: '/login', element: <p>Login page</p> }],
    });
    await user.click(screen.getByRole('button'));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('flips the flag only when the server call succeeds', async () => {
    signInForTest();
    let ids: number[] = [];
    let failRemove = false;
    server.use(
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: ids }),
      ),
      http.post('/api/favorites/7', () => {
        ids = [7];
        return favoriteCreated(7);
      }),
      http.delete('/api/favorites/7', () =>
        failRemove
          ? HttpResponse.json({ detail: 'nope' }, { status: 404 })
          : HttpResponse.json({ detail: 'Removed from favorites' }),
      ),
    );
    const { user } = renderWithProviders(<Harness />);
    await user.click(
      await screen.findByRole('button', { name: 'Not favorited' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Favorited' }),
    ).toBeInTheDocument();
    failRemove = true;
    await user.click(screen.getByRole('button', { name: 'Favorited' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Favorited' }),
      ).toBeInTheDocument(),
    );
  });

  it('tells a screen reader which activity was saved', async () => {
    signInForTest();
    let ids: number[] = [];
    server.use(
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: ids }),
      ),
      http.post('/api/favorites/7', () => {
        ids = [7];
        return favoriteCreated(7);
      }),
    );
    function Card() {
      const favorites = useFavoriteToggle();
      return (
        <button
          type="button"
          onClick={() => void favorites.toggle({ id: 7, name: 'Snooze' })}
        >
          Favorite
        </button>
      );
    }
    const { user } = renderWithProviders(<Card />);
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(
      await screen.findByText('Added Snooze to favorites'),
    ).toHaveAttribute('aria-live', 'polite');
  });

  it('reports the limit message on 403 and keeps the flag off', async () => {
    signInForTest();
    const message =
      "You've reached your favorites limit. Upgrade to Premium for unlimited access.";
    server.use(
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: [] }),
      ),
      http.post('/api/favorites/7', () =>
        HttpResponse.json({ detail: message }, { status: 403 }),
      ),
    );
    const onLimitReached = vi.fn();
    const { user } = renderWithProviders(
      <Harness onLimitReached={onLimitReached} />,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Not favorited' }),
    );
    await waitFor(() => expect(onLimitReached).toHaveBeenCalledWith(message));
    expect(
      screen.getByRole('button', { name: 'Not favorited' }),
    ).toBeInTheDocument();
  });
});
