import { expect, test, type Locator } from '@playwright/test';

import { addDays, metroToday } from '../support/dates';
import { bearer } from '../support/plans';
import { signInPerson } from '../support/session';

type Person = Awaited<ReturnType<typeof signInPerson>>;

async function api(
  who: Person,
  method: string,
  url: string,
  data?: object,
  headers: Record<string, string> = {},
) {
  const res = await who.page.request.fetch(url, {
    method,
    headers: { ...bearer(who.session), ...headers },
    data,
  });
  expect(res.ok(), `${method} ${url}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * Ann's group plan for next week with two places, Ben joined as an editor;
 * both have it open in their own browser.
 */
async function together(
  browser: Parameters<typeof signInPerson>[0],
  { benOnPhone = false } = {},
) {
  const ann = await signInPerson(browser, 'ann', 'Ann Together');
  const ben = await signInPerson(browser, 'ben', 'Ben Together');
  if (benOnPhone) await ben.page.setViewportSize({ width: 375, height: 812 });
  const request = await api(ann, 'POST', '/api/social/friends/requests', {
    user_id: ben.id,
  });
  await api(
    ben,
    'POST',
    `/api/social/friends/requests/${request.request_id}/accept`,
  );
  const listed = await ann.page.request.get('/api/activities?limit=2');
  const places = (await listed.json()) as { id: number; name: string }[];
  const day = addDays(metroToday(), 7);
  const plan = await api(ann, 'POST', '/api/finalized-plans', {
    title: 'Saturday together',
    start_date: day,
    end_date: day,
    selected_activities: [
      { activity_id: places[0]!.id, planned_date: day, planned_time: '11:00' },
    ],
  });
  const planId = plan.id as number;
  const itemId = (plan.selected_activities as { id: number }[])[0]!.id;
  await api(ann, 'POST', `/api/group-plans/${planId}/participants`, {
    user_id: ben.id,
    role: 'editor',
  });
  await api(ben, 'POST', `/api/group-plans/${planId}/join`);
  const dialogs: Locator[] = [];
  for (const p of [ann, ben]) {
    await p.page.goto('/my-plans');
    await p.page
      .getByRole('button', { name: 'View details of Saturday together' })
      .click();
    const dialog = p.page.getByRole('dialog', { name: 'Saturday together' });
    await expect(dialog.getByRole('heading', { name: 'Votes' })).toBeVisible();
    dialogs.push(dialog);
  }
  return {
    ann,
    ben,
    planId,
    itemId,
    day,
    places,
    annDialog: dialogs[0]!,
    benDialog: dialogs[1]!,
    close: () => Promise.all([ann, ben].map((p) => p.context.close())),
  };
}

const scheduled = (dialog: Locator, name: string) =>
  dialog.getByRole('listitem').filter({ hasText: name }).first();

test("an edit in one browser appears in the other's open plan", async ({
  browser,
}) => {
  const t = await together(browser);
  await expect(scheduled(t.benDialog, t.places[0]!.name)).toContainText(
    'at 11:00 AM',
  );
  // The write names its version, as the app's own editor does.
  await api(
    t.ann,
    'PUT',
    `/api/finalized-plans/${t.planId}/activities/${t.itemId}`,
    { planned_time: '19:00', notes: 'Table for two' },
    { 'if-match': '"1"' },
  );
  await expect(scheduled(t.benDialog, t.places[0]!.name)).toContainText(
    'at 7:00 PM',
  );
  await expect(scheduled(t.benDialog, t.places[0]!.name)).toContainText(
    'Table for two',
  );
  await t.close();
});

test('closing a vote makes the winner the scheduled item for both', async ({
  browser,
}) => {
  const t = await together(browser, { benOnPhone: true });
  const [first, second] = t.places;
  await api(t.ann, 'POST', `/api/group-plans/${t.planId}/polls`, {
    question: 'Dinner?',
    planned_date: t.day,
    planned_time: '19:00',
    activity_ids: [first!.id, second!.id],
  });
  const benVote = t.benDialog.getByRole('group', { name: 'Dinner?' });
  // Ben votes from the keyboard, on a phone.
  await benVote
    .getByRole('radio', { name: `${second!.name} · 0 votes` })
    .focus();
  await t.ben.page.keyboard.press('Space');
  await expect(
    benVote.getByRole('radio', { name: `${second!.name} · 1 vote` }),
  ).toBeChecked();
  const annVote = t.annDialog.getByRole('group', { name: 'Dinner?' });
  // Ben's ballot reaches Ann's open plan without a reload.
  await expect(
    annVote.getByRole('radio', { name: `${second!.name} · 1 vote` }),
  ).toBeVisible();
  await annVote
    .getByRole('button', { name: 'Close vote and schedule the winner' })
    .click();
  for (const dialog of [t.annDialog, t.benDialog]) {
    await expect(
      dialog.getByText(`${second!.name} won and is on the schedule.`),
    ).toBeVisible();
    await expect(
      dialog.getByRole('heading', { name: 'Scheduled Activities (2)' }),
    ).toBeVisible();
    await expect(scheduled(dialog, `${second!.name} ·`)).toContainText(
      'at 7:00 PM',
    );
  }
  const sideways = await t.benDialog.evaluate(
    (el) => el.scrollWidth - el.clientWidth,
  );
  expect(sideways, 'the plan fits a 375 px screen').toBeLessThanOrEqual(0);
  await t.close();
});

test("each member's estimated share shows for both", async ({ browser }) => {
  const t = await together(browser);
  const name = t.places[0]!.name;
  for (const dialog of [t.annDialog, t.benDialog]) {
    await dialog
      .getByRole('group', { name: `Are you going to ${name}?` })
      .getByRole('button', { name: 'Going', exact: true })
      .click();
  }
  const shareOf = (dialog: Locator, who: string) =>
    dialog
      .getByLabel('Estimated shares')
      .getByText(who, { exact: true })
      .locator('xpath=following-sibling::*[1]');
  // Both going, in both browsers: each pays part of the item.
  for (const dialog of [t.annDialog, t.benDialog]) {
    for (const who of [t.ann.name, t.ben.name]) {
      await expect(shareOf(dialog, who)).toHaveText(/^Est\. \$(?!0\.00)/);
    }
  }
  for (const who of [t.ann.name, t.ben.name]) {
    const share = await shareOf(t.annDialog, who).textContent();
    await expect(shareOf(t.benDialog, who)).toHaveText(share!);
  }
  await t.close();
});
