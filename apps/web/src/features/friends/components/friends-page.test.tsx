import type { FriendsOverview, Person } from '@app/shared/social';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { FriendsPage } from './friends-page';

const olive = {
  id: 2,
  username: 'olive',
  display_name: 'Olive Oak',
  first_name: 'Olive',
  last_name: 'Oak',
};

const overview = (over: Partial<FriendsOverview> = {}): FriendsOverview => ({
  friends: [],
  incoming: [],
  outgoing: [],
  blocked: [],
  ...over,
});

/** The friends endpoints, answering a request with `status`. */
function serve(
  relation: Person['relation'],
  status: 'sent' | 'accepted',
  friends = overview(),
) {
  const calls: string[] = [];
  server.use(
    http.get('*/api/social/friends', () => HttpResponse.json(friends)),
    http.get('*/api/social/users/search', () =>
      HttpResponse.json([{ ...olive, relation }]),
    ),
    http.post('*/api/social/friends/requests', async ({ request }) => {
      calls.push(`request ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(
        { status, request_id: 4 },
        { status: status === 'sent' ? 201 : 200 },
      );
    }),
    http.delete('*/api/social/friends/2', () => {
      calls.push('unfriend');
      return HttpResponse.json({ detail: 'Friend removed' });
    }),
    http.post('*/api/social/blocks', async ({ request }) => {
      calls.push(`block ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ detail: 'User blocked' });
    }),
  );
  return calls;
}

const BLOCK_WORDS =
  'They will no longer be your friend, see your posts, send you requests or invite you to plans.';

/** Opens Olive's ⋮ menu in `where`, picks Block, and returns the confirmation. */
async function openBlock(
  user: ReturnType<typeof renderWithProviders>['user'],
  where: HTMLElement,
) {
  await user.click(
    within(where).getByRole('button', { name: 'More actions for Olive Oak' }),
  );
  await user.click(screen.getByRole('menuitem', { name: 'Block' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Block Olive Oak?',
  });
  expect(dialog).toHaveTextContent(BLOCK_WORDS);
  return dialog;
}

async function searchOlive(
  user: ReturnType<typeof renderWithProviders>['user'],
) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Find people' }),
    'oli',
  );
  return screen.findByRole('list', { name: 'Search results' });
}

describe('FriendsPage', () => {
  it('accepts from the people search when they asked first, and says so', async () => {
    signInForTest();
    const calls = serve('request_received', 'accepted');
    const { user } = renderWithProviders(<FriendsPage />);
    const results = await searchOlive(user);
    await user.click(
      within(results).getByRole('button', { name: 'Accept: Olive Oak' }),
    );
    expect(
      await screen.findByText('You are now friends with Olive Oak'),
    ).toBeVisible();
    expect(screen.queryByText('Friend request sent')).toBeNull();
    expect(calls).toEqual(['request {"user_id":2}']);
  });

  it('reads the server: an Add Friend that crossed their request makes friends', async () => {
    signInForTest();
    serve('none', 'accepted');
    const { user } = renderWithProviders(<FriendsPage />);
    const results = await searchOlive(user);
    await user.click(
      within(results).getByRole('button', { name: 'Add Friend: Olive Oak' }),
    );
    expect(
      await screen.findByText('You are now friends with Olive Oak'),
    ).toBeVisible();
  });

  it('still says a plain request was sent', async () => {
    signInForTest();
    serve('none', 'sent');
    const { user } = renderWithProviders(<FriendsPage />);
    const results = await searchOlive(user);
    await user.click(
      within(results).getByRole('button', { name: 'Add Friend: Olive Oak' }),
    );
    expect(await screen.findByText('Friend request sent')).toBeVisible();
  });

  it('blocks someone whose request is waiting, after asking', async () => {
    signInForTest();
    const calls = serve(
      'request_received',
      'sent',
      overview({
        incoming: [{ id: 9, user: olive, created_at: '2030-01-01T12:00:00Z' }],
      }),
    );
    const { user } = renderWithProviders(<FriendsPage />);
    const requests = await screen.findByRole('region', {
      name: 'Friend requests',
    });
    expect(
      within(requests).getByRole('button', { name: 'Accept Olive Oak' }),
    ).toBeVisible();

    const dialog = await openBlock(user, requests);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(
      within(await openBlock(user, requests)).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText('User blocked')).toBeVisible();
    expect(calls).toEqual(['block {"user_id":2}']);
  });

  it('blocks a stranger found in the people search', async () => {
    signInForTest();
    const calls = serve('none', 'sent');
    const { user } = renderWithProviders(<FriendsPage />);
    const results = await searchOlive(user);
    expect(
      within(results).getByRole('button', { name: 'Add Friend: Olive Oak' }),
    ).toBeEnabled();
    // Strangers have nothing to unfriend.
    await user.click(
      within(results).getByRole('button', {
        name: 'More actions for Olive Oak',
      }),
    );
    expect(screen.queryByRole('menuitem', { name: 'Unfriend' })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(
      within(await openBlock(user, results)).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText('User blocked')).toBeVisible();
    expect(calls).toEqual(['block {"user_id":2}']);
  });

  it('offers Unblock, not Block, for someone already blocked', async () => {
    signInForTest();
    serve('blocked', 'sent');
    const { user } = renderWithProviders(<FriendsPage />);
    const results = await searchOlive(user);
    expect(
      within(results).getByRole('button', { name: 'Unblock: Olive Oak' }),
    ).toBeEnabled();
    expect(
      within(results).queryByRole('button', {
        name: 'More actions for Olive Oak',
      }),
    ).toBeNull();
  });

  it('asks before unfriending', async () => {
    signInForTest();
    const calls = serve('friend', 'sent', overview({ friends: [olive] }));
    const { user } = renderWithProviders(<FriendsPage />);
    const more = await screen.findByRole('button', {
      name: 'More actions for Olive Oak',
    });

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Unfriend' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Unfriend Olive Oak?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Unfriend' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Unfriend Olive Oak?' }),
      ).getByRole('button', { name: 'Unfriend' }),
    );
    expect(await screen.findByText('Friend removed')).toBeVisible();
    expect(calls).toEqual(['unfriend']);
  });
});
