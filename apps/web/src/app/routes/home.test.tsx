import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { getAccessToken, saveSession } from '../../lib/auth-storage';
import { server } from '../../testing/msw-server';
import { freeAccount } from '../../testing/premium';
import { renderWithProviders } from '../../testing/render';

import { Component as Home } from './home';

const BASE = {
  id: 1,
  email: 'ann@example.com',
  username: null,
  full_name: null,
};

function LandingProbe() {
  return <p>Landing page</p>;
}

function renderHome() {
  return renderWithProviders(<Home />, {
    path: '/home',
    routePath: '/home',
    extraRoutes: [{ path: '/', element: <LandingProbe /> }],
  });
}

describe('/home', () => {
  // The page's catalogue and weather content is covered by its own tests;
  // here those calls simply find nothing.
  beforeEach(() => {
    const none = () =>
      HttpResponse.json({ detail: 'Not found' }, { status: 404 });
    server.use(
      http.get('/api/activities/categories', none),
      http.get('/api/weather', none),
      http.get('/api/users/me/preferences', none),
      http.post('/api/search/on-demand', none),
      http.get('/api/premium/check-limits', () =>
        HttpResponse.json(freeAccount('2099-08-31')),
      ),
    );
  });

  it('gates the four party templates for a free user, also in the beta', async () => {
    saveSession('a', 'r', { ...BASE, full_name: 'Ann' });
    renderHome();
    const gates = await screen.findAllByRole('button', {
      name: /: Premium Feature, learn about upgrading$/,
    });
    expect(gates).toHaveLength(4);
    expect(
      screen.getByRole('button', { name: /Date Night/ }),
    ).toBeInTheDocument();
  });

  it.each([
    [{ full_name: 'Ann Lee', username: 'ann' }, 'Welcome back, Ann Lee!'],
    [{ full_name: null, username: 'ann' }, 'Welcome back, ann!'],
    [{ full_name: '  ', username: null }, 'Welcome back, User!'],
  ])('greets %j as %s', (names, heading) => {
    saveSession('a', 'r', { ...BASE, ...names });
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      heading,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('sends signed-out visitors to /', async () => {
    renderHome();
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
  });

  it('clears an unreadable stored user and sends the visitor to /', async () => {
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('user', '{not json');
    renderHome();
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signs out from the user menu even when logout fails', async () => {
    let calls = 0;
    server.use(
      http.post('/api/auth/logout', () => {
        calls += 1;
        return HttpResponse.json({ detail: 'boom' }, { status: 400 });
      }),
    );
    saveSession('a', 'r', { ...BASE, full_name: 'Ann Lee' });
    const { user, router } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(getAccessToken()).toBeNull();
    await waitFor(() =>
      expect(router.state.location.state).toEqual({
        message: 'You have been signed out successfully.',
      }),
    );
  });
});
