import type { AccessToken } from '@app/shared/access-tokens';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { ConnectedAppsSection } from './connected-apps-section';

const PATH = '/api/users/me/access-tokens';

/** A fake of the tokens API holding `tokens`, recording what was created. */
function tokensApi(tokens: AccessToken[]) {
  const created: unknown[] = [];
  server.use(
    http.get(PATH, () => HttpResponse.json(tokens)),
    http.post(PATH, async ({ request }) => {
      const body = (await request.json()) as { name: string; scope: 'read' };
      created.push(body);
      const token: AccessToken = {
        id: 9,
        name: body.name,
        scope: body.scope,
        created_at: '2026-12-01T20:00:00Z',
        expires_at: null,
        last_used_at: null,
      };
      tokens.push(token);
      return HttpResponse.json(
        { ...token, token: 'wpat_secret123' },
        { status: 201 },
      );
    }),
    http.delete(`${PATH}/:id`, ({ params }) => {
      tokens.splice(
        tokens.findIndex((t) => t.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ detail: 'Access token revoked' });
    }),
  );
  return created;
}

describe('Connected apps', () => {
  it('creates a key shown once with a copy button', async () => {
    signInForTest();
    const created = tokensApi([]);
    const { user } = renderWithProviders(<ConnectedAppsSection />);
    expect(await screen.findByText('No apps connected yet.')).toBeVisible();

    await user.type(screen.getByLabelText(/App name/), 'Claude');
    await user.click(screen.getByRole('combobox', { name: 'Access' }));
    await user.click(
      screen.getByRole('option', { name: 'Read and make changes' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Expires after' }));
    await user.click(screen.getByRole('option', { name: 'Never' }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByLabelText('New key')).toHaveTextContent(
      'wpat_secret123',
    );
    expect(created).toEqual([
      { name: 'Claude', scope: 'read_write', expires_in_days: null },
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    // user-event stands in a clipboard of its own.
    expect(await navigator.clipboard.readText()).toBe('wpat_secret123');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    const list = await screen.findByRole('list', { name: 'Connected apps' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /Claude.*Read and make changes/,
    );
  });

  it('lists keys with their last use and revokes one after confirming', async () => {
    signInForTest();
    tokensApi([
      {
        id: 3,
        name: 'Laptop assistant',
        scope: 'read',
        created_at: '2026-11-01T20:00:00Z',
        expires_at: null,
        last_used_at: '2026-11-30T18:00:00Z',
      },
    ]);
    const { user } = renderWithProviders(<ConnectedAppsSection />);
    const list = await screen.findByRole('list', { name: 'Connected apps' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent(/Read only · Last used: Nov 30, 2026/);

    await user.click(
      screen.getByRole('button', { name: 'Revoke Laptop assistant' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Revoke Laptop assistant?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No apps connected yet.')).toBeVisible();
  });
});
