import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { shareFinalizedPlan } from '../../features/finalized-plans/api/share-finalized-plan';
import { buildScheduledActivity } from '../../features/my-plans/testing/plan-fixture';
import { server } from '../../testing/msw-server';
import { backend, plan, SHARE_ID } from '../../testing/plan-detail-fixture';
import { renderWithProviders } from '../../testing/render';

import { Component as SharedPlan } from './shared-plan';

const { activity, ...item } = buildScheduledActivity();
const itinerary = {
  title: 'Park Weekend',
  start_date: '2030-05-04',
  end_date: '2030-05-05',
  location_name: null,
  description: null,
  items: [{ ...item, activity }],
};

/** Serves a finalized plan's schedule under SHARE_ID and counts each ask. */
function serveItinerary() {
  const asked: string[] = [];
  server.use(
    http.get('/api/shared-plans/:shareId', () => {
      asked.push('draft');
      return HttpResponse.json({ detail: 'Plan not found' }, { status: 404 });
    }),
    http.get('/api/shared-itineraries/:shareId', ({ params }) => {
      asked.push('itinerary');
      return params.shareId === SHARE_ID
        ? HttpResponse.json(itinerary)
        : HttpResponse.json({ detail: 'Plan not found' }, { status: 404 });
    }),
  );
  return asked;
}

describe('Shared plan page', () => {
  it("opens a finalized plan's link with one request, for its schedule", async () => {
    const asked = serveItinerary();
    server.use(
      http.post('/api/finalized-plans/8/share', () =>
        HttpResponse.json({
          share_id: SHARE_ID,
          path: `/shared/${SHARE_ID}`,
        }),
      ),
    );
    // The link the dashboard's Share copies.
    const { path } = await shareFinalizedPlan(8);
    renderWithProviders(<SharedPlan />, {
      path,
      routePath: '/shared/:shareId',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Park Weekend' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'City Park' })).toBeVisible();
    // Asking for a draft first had logged a 404 before every schedule.
    expect(asked).toEqual(['itinerary']);
  });

  it("opens a draft's link as its suggestions with one request", async () => {
    backend(200, '/api/shared-plans/:shareId');
    const asked = serveItinerary();
    server.use(
      http.get('/api/shared-plans/:shareId', () => {
        asked.push('draft');
        return HttpResponse.json(plan);
      }),
    );
    renderWithProviders(<SharedPlan />, {
      path: `/shared/${SHARE_ID}`,
      routePath: '/shared/:shareId',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saturday Fun' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['draft']);
  });

  it('finds the schedule behind a draft link handed out before finalizing', async () => {
    const asked = serveItinerary();
    renderWithProviders(<SharedPlan />, {
      path: `/shared/${SHARE_ID}`,
      routePath: '/shared/:shareId',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Park Weekend' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['draft', 'itinerary']);
  });
});
