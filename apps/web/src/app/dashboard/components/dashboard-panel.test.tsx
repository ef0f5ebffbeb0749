import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { DashboardPanel } from './dashboard-panel';

// The overview's code never arrives, as on a slow phone before it has.
vi.mock('./dashboard-overview', () => new Promise(() => {}));

describe('DashboardPanel', () => {
  it("asks for the side column's lists without waiting for the overview's code", async () => {
    signInForTest();
    const asked: string[] = [];
    server.use(
      http.get('/api/favorites', ({ request }) => {
        asked.push(`favorites ${new URL(request.url).search}`);
        return HttpResponse.json([]);
      }),
      http.get('/api/bucket-list', ({ request }) => {
        asked.push(`bucket ${new URL(request.url).search}`);
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<DashboardPanel tab={0} onQuickPlan={() => {}} />);
    await waitFor(() =>
      expect(asked.sort()).toEqual(['bucket ?limit=3', 'favorites ?limit=3']),
    );
  });
});
