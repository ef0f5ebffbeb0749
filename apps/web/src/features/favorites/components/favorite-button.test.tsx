import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { BucketButton } from '../../bucket-list/components/bucket-button';
import { favoriteCreated } from '../testing/favorite-fixture';

import { FavoriteButton } from './favorite-button';

describe('the detail page’s save toggles', () => {
  it('say their state by their name alone, and announce each change', async () => {
    signInForTest();
    let favorites: number[] = [];
    let bucket: { id: number; activity_id: number }[] = [];
    server.use(
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: favorites }),
      ),
      http.post('/api/favorites/7', () => {
        favorites = [7];
        return favoriteCreated(7);
      }),
      http.delete('/api/favorites/7', () => {
        favorites = [];
        return HttpResponse.json({ detail: 'Removed from favorites' });
      }),
      http.get('/api/bucket-list/ids', () =>
        HttpResponse.json({ items: bucket }),
      ),
      http.post('/api/bucket-list', () => {
        bucket = [{ id: 99, activity_id: 7 }];
        return HttpResponse.json(
          {
            id: 99,
            activity_id: 7,
            activity: buildActivity({ id: 7 }),
            priority: 'medium',
            target_season: null,
            notes: null,
            completed: false,
            completed_date: null,
            created_at: '2026-11-22T00:00:00.000Z',
          },
          { status: 201 },
        );
      }),
      http.get('/api/favorites', () => HttpResponse.json([])),
      http.get('/api/bucket-list', () => HttpResponse.json([])),
      http.get('/api/user/stats', () => HttpResponse.json({})),
      http.get('/api/premium/check-limits', () => HttpResponse.json({})),
    );
    const { user } = renderWithProviders(
      <>
        <FavoriteButton activityId={7} />
        <BucketButton activityId={7} />
      </>,
    );
    const favorite = screen.getByRole('button', { name: 'Add to Favorites' });
    expect(favorite).not.toHaveAttribute('aria-pressed');
    await user.click(favorite);
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'In Favorites' }));
    expect(
      await screen.findByText('Removed from favorites'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Add to Favorites' }),
    ).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Add to Bucket List' }),
    );
    expect(await screen.findByText('Added to bucket list')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'In Bucket List' }),
    ).not.toHaveAttribute('aria-pressed');
  });
});
