import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { buildRecommendation as rec } from '../testing/recommendation-fixture';

import { EnhancedRecommendations } from './enhanced-recommendations';

const URL = '/api/recommendations/personalized';
const DENVER: [number, number] = [39.7392, -104.9903];
/** Generous on a loaded machine; nothing here waits on a timer. */
const SLOW = { timeout: 15_000 };

describe('EnhancedRecommendations', () => {
  it('shows 6 skeletons, then cards with match labels and breakdowns', async () => {
    let body: unknown;
    server.use(
      http.post(URL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([
          rec(1, 0.85, 0.3),
          rec(2, 0.65),
          rec(3, 0.45),
          rec(4, 0.2),
        ]);
      }),
    );
    const { user, container } = renderWithProviders(
      <EnhancedRecommendations userId={7} location={DENVER} />,
    );
    const loading = screen.getByRole('status', {
      name: 'Loading recommendations',
    });
    expect(loading.querySelectorAll('.MuiSkeleton-root')).toHaveLength(6);

    expect(
      await screen.findByText('Excellent Match 85%', undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Good Match 65%')).toBeInTheDocument();
    expect(screen.getByText('Fair Match 45%')).toBeInTheDocument();
    expect(screen.getByText('Okay Match 20%')).toBeInTheDocument();
    expect(body).toEqual({
      user_id: 7,
      user_location: DENVER,
      limit: 12,
      context: 'dashboard_enhanced',
    });
    expect(container.querySelectorAll('article')).toHaveLength(4);

    const first = screen.getByRole('article', { name: 'Place 1' });
    expect(
      within(first).getByText('+30% from people with similar saves'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Place 2' })).queryByText(
        /similar saves/,
      ),
    ).toBeNull();
    const toggle = within(first).getByRole('button', {
      name: 'Why this score',
    });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText('Interest Match (10%)')).toBeVisible();
    expect(within(first).getByText('Rating Quality (30%)')).toBeVisible();
    expect(within(first).getByText('Collaborative boost')).toBeVisible();
    expect(within(first).getByText('+30%')).toBeVisible();
  });

  it('shows the spec messages for empty, failed and missing input', async () => {
    server.use(http.post(URL, () => HttpResponse.json([])));
    const empty = renderWithProviders(
      <EnhancedRecommendations userId={7} location={DENVER} />,
    );
    expect(
      await screen.findByText(
        'No personalized recommendations available at the moment. Try updating your preferences!',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    empty.unmount();

    server.use(
      http.post(URL, () =>
        HttpResponse.json({ detail: 'Forbidden' }, { status: 403 }),
      ),
    );
    const failed = renderWithProviders(
      <EnhancedRecommendations userId={7} location={DENVER} />,
    );
    expect(
      await screen.findByText(
        'Failed to fetch recommendations: 403',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    failed.unmount();

    renderWithProviders(
      <EnhancedRecommendations userId={null} location={DENVER} />,
    );
    expect(
      screen.getByText(
        'User location and ID required for personalized recommendations',
      ),
    ).toBeInTheDocument();
  });

  it('shows saved places as saved, saves from a card and reports only adds', async () => {
    signInForTest();
    const tracked: unknown[] = [];
    const calls: string[] = [];
    let saved = [2];
    server.use(
      http.post(URL, () => HttpResponse.json([rec(1, 0.9), rec(2, 0.8)])),
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: saved }),
      ),
      http.get('/api/bucket-list/ids', () => HttpResponse.json({ items: [] })),
      http.post('/api/favorites/1', () => {
        calls.push('add 1');
        saved = [...saved, 1];
        return HttpResponse.json(
          {
            id: 5,
            activity_id: 1,
            notes: null,
            created_at: '2026-01-01T00:00:00Z',
            activity: buildActivity(),
          },
          { status: 201 },
        );
      }),
      http.delete('/api/favorites/2', () => {
        calls.push('remove 2');
        saved = saved.filter((id) => id !== 2);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(
        '/api/recommendations/engagement/track',
        async ({ request }) => {
          tracked.push(await request.json());
          return HttpResponse.json({}, { status: 201 });
        },
      ),
    );
    const { user } = renderWithProviders(
      <EnhancedRecommendations userId={7} location={DENVER} />,
    );
    // Place 2 was saved elsewhere: the card says so, and a press removes it.
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Remove Place 2 from favorites' },
        SLOW,
      ),
    );
    await user.click(
      screen.getByRole('button', { name: 'Add Place 1 to favorites' }),
    );
    expect(
      await screen.findByRole(
        'button',
        { name: 'Remove Place 1 from favorites' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'button',
        { name: 'Add Place 2 to favorites' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(calls.sort()).toEqual(['add 1', 'remove 2']);
    await vi.waitFor(() => expect(tracked).toHaveLength(1), SLOW);
    expect(tracked[0]).toEqual({ activity_id: 1, type: 'favorite_added' });
  });
});
