import { expect, test } from '@playwright/test';

import { addDays, metroToday } from '../support/dates';
import { bearer } from '../support/plans';
import { signInPerson, type Session } from '../support/session';

type Person = Awaited<ReturnType<typeof signInPerson>>;

/** `a` asks, `b` accepts: the friendship invitations need. */
async function befriend(a: Person, b: Person) {
  const sent = await a.page.request.post('/api/social/friends/requests', {
    headers: bearer(a.session),
    data: { user_id: b.id },
  });
  const { request_id } = (await sent.json()) as { request_id: number };
  const accepted = await b.page.request.post(
    `/api/social/friends/requests/${request_id}/accept`,
    { headers: bearer(b.session) },
  );
  expect(accepted.ok()).toBe(true);
}

async function finalizedPlan(owner: Person, session: Session) {
  const listed = await owner.page.request.get('/api/activities?limit=1');
  const [activity] = (await listed.json()) as { id: number; name: string }[];
  const day = addDays(metroToday(), 7);
  const res = await owner.page.request.post('/api/finalized-plans', {
    headers: bearer(session),
    data: {
      title: 'Friends weekend',
      start_date: day,
      end_date: day,
      selected_activities: [
        { activity_id: activity!.id, planned_date: day, planned_time: '11:00' },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return {
    planId: ((await res.json()) as { id: number }).id,
    activity: activity!,
  };
}

test('the owner invites a friend, the friend joins and votes, the owner sees the tally', async ({
  browser,
}) => {
  const ann = await signInPerson(browser, 'ann', 'Ann Group');
  const ben = await signInPerson(browser, 'ben', 'Ben Group');
  await befriend(ann, ben);
  const { planId, activity } = await finalizedPlan(ann, ann.session);

  await ann.page.goto(`/my-plans?planId=${planId}`);
  const annDialog = ann.page.getByRole('dialog', { name: 'Friends weekend' });
  const invite = annDialog.getByRole('form', { name: 'Invite a friend' });
  await invite.getByLabel('Friend').click();
  await ann.page.getByRole('option', { name: ben.name }).click();
  await invite.getByLabel('Role').click();
  await ann.page.getByRole('option', { name: 'Editor' }).click();
  await invite.getByRole('button', { name: 'Invite' }).click();
  const benRow = annDialog.getByRole('listitem', { name: ben.name });
  await expect(benRow.getByText('Invited')).toBeVisible();

  // Ben follows the invitation from his notifications (the friend request he
  // accepted is read).
  await ben.page.goto('/my-plans');
  await expect(
    ben.page
      .getByRole('region', { name: 'Invitations' })
      .getByRole('button', { name: 'View invitation to Friends weekend' }),
  ).toBeVisible();
  await ben.page
    .getByRole('button', { name: 'Notifications, 1 unread' })
    .click();
  await ben.page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: /^Plan invitation/ })
    .click();
  const benDialog = ben.page.getByRole('dialog', { name: 'Friends weekend' });
  await expect(
    benDialog.getByText('You are invited to this plan.'),
  ).toBeVisible();
  await benDialog.getByRole('button', { name: 'Join' }).click();
  await expect(
    benDialog.getByRole('listitem', { name: ben.name }).getByText('Joined'),
  ).toBeVisible();
  await benDialog
    .getByRole('button', { name: `Vote for ${activity.name} (0)` })
    .click();
  await expect(
    benDialog.getByRole('button', { name: `Vote for ${activity.name} (1)` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Ann's dialog stayed open: the vote reaches it through her notification stream.
  const tally = annDialog.getByRole('button', {
    name: `Vote for ${activity.name} (1)`,
  });
  await expect(tally).toHaveAttribute('aria-pressed', 'false');
  await expect(benRow.getByText('Joined')).toBeVisible();

  await Promise.all([ann, ben].map((p) => p.context.close()));
});
