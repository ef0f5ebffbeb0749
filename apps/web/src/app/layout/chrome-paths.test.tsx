import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { stubScreenWidth } from '../../testing/match-media';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { AppLayout } from './app-layout';
import { showsAppChrome } from './chrome-paths';

// The chrome is a lazy chunk; loading it once up front keeps each wait short.
beforeAll(() => import('./app-chrome'));
afterEach(() => vi.unstubAllGlobals());

function answerChromeRequests() {
  server.use(
    http.get('/api/user/stats', () =>
      HttpResponse.json({
        total_plans: 1,
        total_favorites: 0,
        total_bucket_list: 0,
      }),
    ),
    http.get('/api/notifications/unread-count', () =>
      HttpResponse.json({ unread_count: 3 }),
    ),
    http.get(
      '/api/notifications/stream',
      () =>
        new HttpResponse('event: ready\ndata: {}\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        }),
    ),
  );
}

describe('app chrome on shared plan links', () => {
  it('draws the chrome on /shared/{id}, as on /plan/{id}, and not on a bare /shared', () => {
    expect(showsAppChrome('/shared/Ab3xYz')).toBe(true);
    expect(showsAppChrome('/plan/4')).toBe(true);
    expect(showsAppChrome('/shared')).toBe(false);
  });

  it('gives a signed-in user the side navigation and the bell on a shared link', async () => {
    stubScreenWidth(1280);
    signInForTest();
    answerChromeRequests();
    renderWithProviders(<AppLayout />, {
      path: '/shared/Ab3xYz?view=schedule',
    });
    const nav = await screen.findByRole('navigation', {
      name: 'Main navigation',
    });
    expect(within(nav).getByText('ann@example.com')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
  });

  it('gives a phone the top bar and the bottom navigation on a shared link', async () => {
    stubScreenWidth(375);
    signInForTest();
    answerChromeRequests();
    renderWithProviders(<AppLayout />, { path: '/shared/Ab3xYz' });
    expect(
      await screen.findByRole('navigation', { name: 'Mobile navigation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Open navigation' }),
    ).toBeInTheDocument();
  });

  it('offers a signed-out visitor Sign In in the same frame, asking for nothing of theirs', async () => {
    stubScreenWidth(1280);
    renderWithProviders(<AppLayout />, { path: '/shared/Ab3xYz' });
    const nav = await screen.findByRole('navigation', {
      name: 'Main navigation',
    });
    expect(within(nav).getByText('Sign In')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
