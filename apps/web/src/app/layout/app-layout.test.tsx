import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { PHONE_FAB_BOTTOM } from '../../components/layout/phone-bottom-bar';
import { FeedView } from '../../features/feed/components/feed-view';
import { stubScreenWidth } from '../../testing/match-media';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';

import { AppLayout } from './app-layout';
import { BottomNav } from './bottom-nav';
import { showsAppChrome } from './chrome-paths';

function signIn(
  names: { username: string | null; full_name: string | null } = {
    username: 'ana',
    full_name: 'Ana Diaz',
  },
) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 1, email: 'ana@example.com', ...names }),
  );
  server.use(
    http.get('/api/user/stats', () =>
      HttpResponse.json({
        total_plans: 4,
        total_favorites: 7,
        total_bucket_list: 2,
      }),
    ),
    http.get('/api/notifications/unread-count', () =>
      HttpResponse.json({ unread_count: 2 }),
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

/** Answers `prefers-reduced-motion` as told, other queries as stubbed before. */
function preferReducedMotion(reduce: boolean) {
  const answer = window.matchMedia.bind(window);
  vi.stubGlobal('matchMedia', (query: string) =>
    query.includes('prefers-reduced-motion')
      ? { ...answer(query), matches: reduce }
      : answer(query),
  );
}

function renderAt(path: string) {
  return renderWithProviders(<AppLayout />, {
    path,
    routePath: '/',
    extraRoutes: [],
  });
}

// The chrome is a lazy chunk; loading it once up front keeps each test's wait short.
beforeAll(() => import('./app-chrome'));
afterEach(() => vi.unstubAllGlobals());

describe('showsAppChrome', () => {
  it('keeps sign-in, registration, onboarding and unknown paths bare', () => {
    for (const p of [
      '/',
      '/login',
      '/register',
      '/onboarding',
      '/nope',
      '/test/golf',
    ]) {
      expect(showsAppChrome(p)).toBe(false);
    }
    for (const p of [
      '/dashboard',
      '/plan/4',
      '/favorites',
      '/analytics',
      '/activity/9',
    ]) {
      expect(showsAppChrome(p)).toBe(true);
    }
  });
});

describe('AppLayout', () => {
  it('shows the fixed side navigation with user details and real badges on desktop', async () => {
    stubScreenWidth(1280);
    signIn();
    const { router } = renderWithProviders(<AppLayout />, {
      path: '/dashboard',
      routePath: '*',
    });
    const nav = await screen.findByRole('navigation', {
      name: 'Main navigation',
    });
    expect(within(nav).getByText('ana')).toBeInTheDocument();
    expect(within(nav).getByText('ana@example.com')).toBeInTheDocument();
    expect(
      await within(nav).findByLabelText('7 Favorites'),
    ).toBeInTheDocument();
    expect(within(nav).getByLabelText('4 My Plans')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Profile/ })).toHaveAttribute(
      'href',
      '/preferences',
    );
    expect(
      within(nav).getByRole('link', { name: /Dashboard/ }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav).getByRole('button', { name: 'Logout' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Mobile navigation' }),
    ).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });

  it('calls a signed-in user without a name User, never Guest', async () => {
    stubScreenWidth(1280);
    signIn({ username: null, full_name: null });
    renderWithProviders(<AppLayout />, { path: '/dashboard', routePath: '*' });
    const nav = await screen.findByRole('navigation', {
      name: 'Main navigation',
    });
    expect(within(nav).getByText('User')).toBeInTheDocument();
    expect(within(nav).queryByText('Guest')).toBeNull();
  });

  it('draws no chrome on the landing view', () => {
    stubScreenWidth(1280);
    renderAt('/');
    expect(
      screen.queryByRole('navigation', { name: 'Main navigation' }),
    ).toBeNull();
  });

  it('sends signed-out phone users to sign in, then back to the tab they chose', async () => {
    stubScreenWidth(375);
    const { user, router } = renderWithProviders(<AppLayout />, {
      path: '/dashboard',
      routePath: '*',
    });
    const bar = await screen.findByRole('navigation', {
      name: 'Mobile navigation',
    });
    await user.click(within(bar).getByRole('button', { name: 'Favorites' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Ffavorites');
  });

  it('names a phone tab by its count and label, and a tab at 0 by its label alone', async () => {
    stubScreenWidth(375);
    signIn();
    server.use(
      http.get('/api/user/stats', () =>
        HttpResponse.json({
          total_plans: 4,
          total_favorites: 7,
          total_bucket_list: 0,
        }),
      ),
    );
    renderWithProviders(<AppLayout />, { path: '/dashboard', routePath: '*' });
    const bar = await screen.findByRole('navigation', {
      name: 'Mobile navigation',
    });
    expect(
      await within(bar).findByRole('button', { name: 'Favorites (7)' }),
    ).toBeInTheDocument();
    const bucket = within(bar).getByRole('button', { name: 'Bucket List' });
    expect(bucket).toHaveTextContent(/^Bucket List$/);
  });

  it('scrolls to top on a double tap of the current tab within 300 ms', async () => {
    stubScreenWidth(375);
    preferReducedMotion(false);
    signIn();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const now = vi.spyOn(Date, 'now');
    renderWithProviders(<AppLayout />, { path: '/favorites', routePath: '*' });
    const bar = await screen.findByRole('navigation', {
      name: 'Mobile navigation',
    });
    const favorites = within(bar).getByRole('button', { name: /Favorites/ });
    expect(await within(bar).findByText('7')).toBeInTheDocument();
    now.mockReturnValue(1000);
    fireEvent.click(favorites);
    now.mockReturnValue(1500);
    fireEvent.click(favorites);
    expect(scrollTo).not.toHaveBeenCalled();
    now.mockReturnValue(1700);
    fireEvent.click(favorites);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    now.mockRestore();
  });

  it('jumps to the top without gliding when less motion is asked for', async () => {
    stubScreenWidth(375);
    preferReducedMotion(true);
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const now = vi.spyOn(Date, 'now');
    renderWithProviders(<AppLayout />, { path: '/favorites', routePath: '*' });
    const bar = await screen.findByRole('navigation', {
      name: 'Mobile navigation',
    });
    const favorites = within(bar).getByRole('button', { name: /Favorites/ });
    now.mockReturnValue(1000);
    fireEvent.click(favorites);
    now.mockReturnValue(1200);
    fireEvent.click(favorites);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    now.mockRestore();
  });

  it('pads a phone page so its end scrolls clear of the 56 px floating buttons', async () => {
    stubScreenWidth(375);
    renderWithProviders(<AppLayout />, { path: '/dashboard', routePath: '*' });
    await screen.findByRole('navigation', { name: 'Mobile navigation' });
    const page = screen.getByRole('banner').parentElement!;
    expect(parseFloat(getComputedStyle(page).paddingBottom)).toBeGreaterThan(
      PHONE_FAB_BOTTOM + 56,
    );
  });

  it('leaves the feed one floating button, its Share, and brings the speed dial back after', async () => {
    server.use(
      http.get('/api/social/feed', () =>
        HttpResponse.json({ posts: [], next_cursor: null }),
      ),
    );
    function FeedAboveBottomNav() {
      const [onFeed, setOnFeed] = useState(true);
      return (
        <>
          {onFeed && <FeedView />}
          <button onClick={() => setOnFeed(false)}>Leave the feed</button>
          <BottomNav isSignedIn={false} />
        </>
      );
    }
    const { user } = renderWithProviders(<FeedAboveBottomNav />, {
      path: '/feed',
    });
    expect(
      await screen.findByRole('button', { name: 'Share your activity' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quick actions' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave the feed' }));
    expect(
      screen.getByRole('button', { name: 'Quick actions' }),
    ).toBeInTheDocument();
  });
});
