import type { GroupPlan } from '@app/shared/group-plans';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { freeAccount } from '../../../testing/premium';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest, TEST_USER } from '../../../testing/sign-in';
import { noFriends } from '../../friends/testing/no-friends';
import {
  buildFinalizedPlan,
  buildScheduledActivity,
} from '../testing/plan-fixture';

import { ActivityGroupControls } from './activity-group-controls';
import { InvitationAnswer } from './invitation-answer';
import { ParticipantsSection } from './participants-section';

const person = (id: number, name: string) => ({
  id,
  username: name.toLowerCase(),
  display_name: name,
  first_name: name,
  last_name: '',
});
const item = buildScheduledActivity();
const plan = buildFinalizedPlan({
  selected_activities: [item],
  my_role: 'viewer',
  my_status: 'invited',
  is_group_plan: true,
});

/** A fake group endpoint that keeps state between calls. */
function serveGroup(initial: GroupPlan) {
  let group = initial;
  const calls: string[] = [];
  server.use(
    http.get('*/api/group-plans/8', () => HttpResponse.json(group)),
    http.post('*/api/group-plans/8/join', () => {
      calls.push('join');
      group = {
        ...group,
        my_status: 'joined',
        participants: group.participants.map((p) =>
          p.user.id === TEST_USER.id ? { ...p, status: 'joined' } : p,
        ),
      };
      return HttpResponse.json(group);
    }),
    http.put('*/api/group-plans/8/votes/11', async ({ request }) => {
      const { vote } = (await request.json()) as { vote: number };
      calls.push(`vote ${vote}`);
      group = {
        ...group,
        votes: [{ plan_activity_id: 11, up: 2, down: 0, my_vote: vote }],
      };
      return HttpResponse.json(group);
    }),
  );
  return calls;
}

const invited: GroupPlan = {
  plan_id: 8,
  is_group_plan: true,
  my_role: 'viewer',
  my_status: 'invited',
  participants: [
    {
      user: person(2, 'Olive'),
      role: 'owner',
      status: 'joined',
      invited_at: null,
    },
    {
      user: person(TEST_USER.id, 'Ann'),
      role: 'viewer',
      status: 'invited',
      invited_at: '2030-01-01T00:00:00Z',
    },
  ],
  votes: [{ plan_activity_id: 11, up: 1, down: 0, my_vote: 0 }],
};

describe('group plan controls', () => {
  it('lets an invitee join, then vote with the tally updating', async () => {
    signInForTest();
    const calls = serveGroup(invited);
    const { user } = renderWithProviders(
      <>
        <InvitationAnswer planId={8} onDeclined={() => {}} />
        <ActivityGroupControls planId={8} item={item} />
        <ParticipantsSection plan={plan} onLeft={() => {}} />
      </>,
    );

    expect(
      await screen.findByText('You are invited to this plan.'),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Vote for City Park (1)' }),
    ).toBeDisabled();
    expect(screen.getByText('Invited')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(screen.queryByText('You are invited to this plan.')).toBeNull(),
    );
    expect(screen.getAllByText('Joined')).toHaveLength(2);

    const up = screen.getByRole('button', { name: 'Vote for City Park (1)' });
    await waitFor(() => expect(up).toBeEnabled());
    await user.click(up);
    const voted = await screen.findByRole('button', {
      name: 'Vote for City Park (2)',
    });
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toEqual(['join', 'vote 1']);
    // Only the owner gets the privacy lock.
    expect(screen.queryByRole('button', { name: /private/ })).toBeNull();
  });

  it('asks the owner before removing someone, then gives the focus to the section', async () => {
    signInForTest();
    let group: GroupPlan = {
      ...invited,
      my_role: 'owner',
      my_status: 'joined',
      participants: [
        { ...invited.participants[1]!, role: 'owner', status: 'joined' },
        {
          user: person(3, 'Ben'),
          role: 'editor',
          status: 'joined',
          invited_at: '2030-01-01T00:00:00Z',
        },
      ],
    };
    const removed: string[] = [];
    server.use(
      http.get('*/api/group-plans/8', () => HttpResponse.json(group)),
      http.delete('*/api/group-plans/8/participants/:userId', ({ params }) => {
        removed.push(String(params.userId));
        group = { ...group, participants: group.participants.slice(0, 1) };
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('*/api/premium/check-limits', () =>
        HttpResponse.json(freeAccount('2099-12-31')),
      ),
      noFriends(),
    );
    const { user } = renderWithProviders(
      <ParticipantsSection
        plan={{ ...plan, my_role: 'owner', my_status: 'joined' }}
        onLeft={() => {}}
      />,
    );
    const remove = await screen.findByRole('button', { name: 'Remove Ben' });

    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove Ben?' });
    expect(confirm).toHaveTextContent(
      'Ben will no longer see “Park Weekend” or hear of its changes.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([]);
    await waitFor(() => expect(remove).toHaveFocus());

    await user.click(remove);
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Remove Ben?' }),
      ).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ben' })).toBeNull(),
    );
    expect(removed).toEqual(['3']);
    expect(screen.getByRole('heading', { name: 'Participants' })).toHaveFocus();
  });
});
