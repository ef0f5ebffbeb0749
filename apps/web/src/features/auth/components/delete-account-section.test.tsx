import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getAccessToken, saveSession } from '../../../lib/auth-storage';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import {
  ACCOUNT_DELETED_MESSAGE,
  DeleteAccountSection,
} from './delete-account-section';

const renderSection = () =>
  renderWithProviders(<DeleteAccountSection />, {
    path: '/profile',
    routePath: '/profile',
    extraRoutes: [{ path: '/', element: <p>Landing page</p> }],
  });

beforeEach(() => {
  saveSession('a', 'r', {
    id: 1,
    email: 'ann@example.com',
    username: 'ann',
    full_name: 'Ann Lee',
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Profile → Delete account', () => {
  it('offers the data export before the deletion', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server.use(
      http.get('/api/users/me/export', () =>
        HttpResponse.json({ user: { id: 1 } }),
      ),
    );
    const { user } = renderSection();
    const section = screen.getByRole('region', { name: 'Delete account' });
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Export Data',
      'Delete Account',
    ]);
    await user.click(buttons[0]!);
    expect(
      await screen.findByText('Your data has been downloaded.'),
    ).toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
  });

  it('keeps the account and says so when the password is wrong', async () => {
    server.use(
      http.delete('/api/users/me', () =>
        HttpResponse.json(
          { detail: 'The password is incorrect' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    await user.type(password, 'wrong-one{Enter}');

    expect(
      await within(dialog).findByText('The password is incorrect'),
    ).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(getAccessToken()).toBe('a');
  });

  it('asks for the password before sending anything', async () => {
    const sent = vi.fn();
    server.use(http.delete('/api/users/me', sent));
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete Account' }),
    );
    expect(
      await within(dialog).findByText('Password is required'),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
  });

  it('deletes with the password, signs out and lands on / with the message', async () => {
    let body: unknown;
    const logout = vi.fn();
    server.use(
      http.delete('/api/users/me', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('/api/auth/logout', logout),
    );
    const { user, router } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'Trail-mix-42');
    await user.click(
      within(dialog).getByRole('button', { name: 'Delete Account' }),
    );

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(body).toEqual({ password: 'Trail-mix-42' });
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.state).toEqual({
      message: ACCOUNT_DELETED_MESSAGE,
    });
    // The session ended with the account; there is nothing left to revoke.
    expect(logout).not.toHaveBeenCalled();
  });
});
