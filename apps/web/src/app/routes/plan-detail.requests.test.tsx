import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { weatherResponse } from '../../features/weather/testing/weather-fixture';
import { server } from '../../testing/msw-server';
import { plan } from '../../testing/plan-detail-fixture';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as PlanDetail } from './plan-detail';

// The explorer's code never arrives, as on a slow phone before it has.
vi.mock(
  '../../features/plans/components/plan-explorer',
  () => new Promise(() => {}),
);

describe('Plan detail page', () => {
  it("asks for the plan's forecast as soon as the plan answers, before the explorer's code", async () => {
    signInForTest();
    const asked: string[] = [];
    server.use(
      http.get('/api/plans/:id', () => HttpResponse.json(plan)),
      http.get('/api/weather', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(weatherResponse(7));
      }),
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: [] }),
      ),
      http.get('/api/bucket-list/ids', () => HttpResponse.json({ items: [] })),
      http.get('/api/users/me', () =>
        HttpResponse.json({ id: 1, email: 't@example.com' }),
      ),
    );
    renderWithProviders(<PlanDetail />, {
      path: '/plan/5',
      routePath: '/plan/:planId',
    });
    await waitFor(() => expect(asked).toEqual(['?lat=39.7&lng=-105&days=7']));
  });
});
