import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getAccessToken, saveSession } from '../../lib/auth-storage';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';

import { Component as Profile } from './profile';

function renderProfile() {
  return renderWithProviders(<Profile />, {
    path: '/profile',
    routePath: '/profile',
    extraRoutes: [{ path: '/', element: <p>Landing page</p> }],
  });
}

describe('/profile', () => {
  it('shows the account and links to Edit Preferences', () => {
    saveSession('a', 'r', {
      id: 1,
      email: 'ann@example.com',
      username: 'ann',
      full_name: 'Ann Lee',
    });
    renderProfile();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('ann')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Edit Preferences' }),
    ).toHaveAttribute('href', '/preferences');
  });

  it('signs out to / with the message', async () => {
    server.use(
      http.post(
        '/api/auth/logout',
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    saveSession('a', 'r', {
      id: 1,
      email: 'ann@example.com',
      username: null,
      full_name: null,
    });
    const { user, router } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.state).toEqual({
      message: 'You have been signed out successfully.',
    });
  });

  it('sends signed-out visitors to /', async () => {
    renderProfile();
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
  });
});
