import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { InviteFriendForm } from './invite-friend-form';

const bea = {
  id: 5,
  username: 'bea',
  display_name: 'Bea',
  first_name: 'Bea',
  last_name: '',
};

function serveFriends(friends: (typeof bea)[]) {
  signInForTest();
  server.use(
    http.get('/api/social/friends', () =>
      HttpResponse.json({ friends, incoming: [], outgoing: [], blocked: [] }),
    ),
  );
}

describe('InviteFriendForm', () => {
  it('asks for friends when the user has none', async () => {
    serveFriends([]);
    renderWithProviders(
      <InviteFriendForm excluded={new Set()} busy={false} onInvite={vi.fn()} />,
    );
    expect(
      await screen.findByText('Add friends to invite them to this plan.'),
    ).toBeInTheDocument();
  });

  it('says so when every friend is already in the plan', async () => {
    serveFriends([bea]);
    renderWithProviders(
      <InviteFriendForm
        excluded={new Set([bea.id])}
        busy={false}
        onInvite={vi.fn()}
      />,
    );
    expect(
      await screen.findByText(
        'All your friends are in this plan. Add more friends to invite others.',
      ),
    ).toBeInTheDocument();
  });
});
