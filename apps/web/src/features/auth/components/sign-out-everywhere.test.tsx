import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getAccessToken, saveSession } from '../../../lib/auth-storage';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { SignOutEverywhere } from './sign-out-everywhere';

function renderButton() {
  saveSession('a', 'r', {
    id: 1,
    email: 'ann@example.com',
    username: null,
    full_name: null,
  });
  return renderWithProviders(<SignOutEverywhere />, {
    path: '/profile',
    routePath: '/profile',
    extraRoutes: [{ path: '/', element: <p>Landing page</p> }],
  });
}

describe('Log Out of All Sessions', () => {
  it('says the calendar feed link stops working, then ends every session', async () => {
    const bodies: string[] = [];
    server.use(
      http.post('/api/auth/logout', async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.json({ detail: 'Signed out' });
      }),
    );
    const { user } = renderButton();
    await user.click(
      screen.getByRole('button', { name: 'Log Out of All Sessions' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Log out of all sessions?',
    });
    expect(dialog).toHaveAccessibleDescription(
      /every device.*calendar feed link also stops working/,
    );
    await user.click(
      screen.getByRole('button', { name: 'Log Out Everywhere' }),
    );

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    // The first call carries no refresh token: that is what ends them all.
    expect(bodies[0]).toBe('');
  });

  it('keeps the dialog open with the error when the server refuses', async () => {
    server.use(
      http.post('/api/auth/logout', () =>
        HttpResponse.json({ detail: 'Service unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderButton();
    await user.click(
      screen.getByRole('button', { name: 'Log Out of All Sessions' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Log Out Everywhere' }),
    );

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(getAccessToken()).toBe('a');
  });
});
