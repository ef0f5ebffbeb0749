import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  getAccessToken,
  getStoredUser,
  saveSession,
} from '../../lib/auth-storage';
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

  it('draws the delete-account section last, once its code is in', async () => {
    saveSession('a', 'r', {
      id: 1,
      email: 'ann@example.com',
      username: 'ann',
      full_name: 'Ann Lee',
    });
    renderProfile();
    expect(
      await screen.findByRole('heading', { name: 'Delete account' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Edit Profile' }),
    ).toBeInTheDocument();
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

  it('renames the account and keeps the new name for the whole app', async () => {
    let sent: unknown;
    server.use(
      http.put('/api/users/me', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          id: 1,
          email: 'ann@example.com',
          username: 'ann_hikes',
          full_name: 'Ann Park',
          first_name: 'Ann',
        });
      }),
    );
    saveSession('a', 'r', {
      id: 1,
      email: 'ann@example.com',
      username: null,
      full_name: 'Ann Lee',
    });
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Ann Park ');
    await user.type(
      screen.getByRole('textbox', { name: 'Username' }),
      'ann_hikes',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(sent).toEqual({ full_name: 'Ann Park', username: 'ann_hikes' });
    expect(screen.getByText('Ann Park')).toBeInTheDocument();
    expect(screen.getByText('ann_hikes')).toBeInTheDocument();
    expect(getStoredUser()).toMatchObject({
      username: 'ann_hikes',
      full_name: 'Ann Park',
    });
    // The form's focus returns once its closing has run, which a busy machine delays.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Edit Profile' }),
      ).toHaveFocus(),
    );
  });

  it('puts a taken username beside its field and keeps the form', async () => {
    server.use(
      http.put('/api/users/me', () =>
        HttpResponse.json(
          { detail: 'This username is already taken' },
          { status: 409 },
        ),
      ),
    );
    saveSession('a', 'r', {
      id: 1,
      email: 'ann@example.com',
      username: 'ann',
      full_name: 'Ann Lee',
    });
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const username = await screen.findByRole('textbox', { name: 'Username' });
    await user.clear(username);
    await user.type(username, 'bob');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('This username is already taken'),
    ).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(getStoredUser()?.username).toBe('ann');
  });

  it('sends signed-out visitors to /', async () => {
    renderProfile();
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
  });
});
