import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { weatherResponse } from '../../../features/weather/testing/weather-fixture';
import { answerNoting } from '../../../testing/asked-requests';
import { server } from '../../../testing/msw-server';
import { FREE_LIMITS } from '../../../testing/premium';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { DashboardPanel } from './dashboard-panel';

// The overview's code never arrives, as on a slow phone before it has.
vi.mock('./dashboard-overview', () => new Promise(() => {}));

/** The overview's reads, each answered empty; `asked` collects them. */
function overviewBackend(asked: string[]) {
  const answer = answerNoting(asked);
  server.use(
    http.get('/api/favorites', answer([])),
    http.get('/api/bucket-list', answer([])),
    http.get('/api/favorites/ids', answer({ activity_ids: [] })),
    http.get('/api/bucket-list/ids', answer({ items: [] })),
    http.get('/api/weather', answer(weatherResponse(3))),
    http.get('/finalized-plans', answer([])),
    http.get('/api/users/me/recommendations', answer([])),
    http.post('/api/recommendations/personalized', answer([])),
    http.get(
      '/api/premium/check-limits',
      answer({
        is_premium: false,
        usage: { plans_count: 0, favorites_count: 0, bucket_list_count: 0 },
        limits: FREE_LIMITS,
      }),
    ),
  );
}

describe('DashboardPanel', () => {
  it("asks for the side column's lists without waiting for the overview's code", async () => {
    signInForTest();
    const asked: string[] = [];
    overviewBackend(asked);
    renderWithProviders(<DashboardPanel tab={0} onQuickPlan={() => {}} />);
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          'GET /api/favorites?limit=3',
          'GET /api/bucket-list?limit=3',
        ]),
      ),
    );
  });

  it('asks for every read of the overview at once, before its code arrives', async () => {
    signInForTest();
    const asked: string[] = [];
    overviewBackend(asked);
    renderWithProviders(<DashboardPanel tab={0} onQuickPlan={() => {}} />);
    await waitFor(() => expect(asked).toHaveLength(9));
    expect(asked.map((a) => a.replace(/\?.*/, '')).sort()).toEqual([
      'GET /api/bucket-list',
      'GET /api/bucket-list/ids',
      'GET /api/favorites',
      'GET /api/favorites/ids',
      'GET /api/premium/check-limits',
      'GET /api/users/me/recommendations',
      'GET /api/weather',
      'GET /finalized-plans',
      'POST /api/recommendations/personalized',
    ]);
  });

  it('asks for nothing of the overview on another tab', async () => {
    signInForTest();
    const asked: string[] = [];
    overviewBackend(asked);
    renderWithProviders(<DashboardPanel tab={5} onQuickPlan={() => {}} />);
    // The feed's own code and reads; none of the overview's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
