import { expect, test, type Page } from '@playwright/test';

import { scrollWhileDrawing } from '../support/layout';
import { signInNewUser } from '../support/session';

const signIn = (page: Page) =>
  signInNewUser(page, 'collections', { full_name: 'Collections Tester' });

async function firstCard(page: Page) {
  await page.goto('/activities?sort=name');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const name = await card.getAttribute('aria-label');
  expect(name).toBeTruthy();
  return { card, name: name! };
}

test('favorite a card and keep a note on it across reloads', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  const { card, name } = await firstCard(page);
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(
    card.getByRole('button', { name: 'Remove from favorites' }),
  ).toBeVisible();

  await page.goto('/favorites');
  await expect(
    page.getByRole('heading', { name: 'My Favorites' }),
  ).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 favorites')).toBeVisible();
  await page.getByRole('button', { name: `Edit notes for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Notes' });
  await dialog
    .getByRole('textbox', { name: 'My Notes' })
    .fill('Go on a weekday morning');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notes updated')).toBeVisible();

  await page.reload();
  const saved = page.getByRole('article', { name });
  await expect(saved.getByText('My Notes')).toBeVisible();
  await expect(saved.getByText('Go on a weekday morning')).toBeVisible();
  expect(errors).toEqual([]);
});

test('add to the bucket list, set priority and season, and complete it', async ({
  page,
}) => {
  await signIn(page);
  const { card, name } = await firstCard(page);
  await card.getByRole('button', { name: 'Add to bucket list' }).click();
  await expect(
    card.getByRole('button', { name: 'Remove from bucket list' }),
  ).toBeVisible();

  await page.goto('/bucket-list');
  await expect(page.getByText('0 / 1 completed')).toBeVisible();
  await expect(page.getByText('1 item remaining')).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('combobox', { name: 'Target Season' }).click();
  await page.getByRole('option', { name: 'Summer' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item updated successfully')).toBeVisible();
  const item = page.getByRole('article', { name });
  await expect(item.getByText('High Priority')).toBeVisible();
  await expect(item.getByText('Summer')).toBeVisible();

  // The box reflects the server's answer, so it flips after the save, not on click.
  const done = item.getByRole('checkbox', {
    name: `Mark ${name} as completed`,
  });
  await done.click();
  await expect(done).toBeChecked();
  await expect(page.getByText('1 / 1 completed')).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  await expect(item.getByText(/Completed on/)).toBeVisible();

  await page.reload();
  await expect(page.getByText('1 / 1 completed')).toBeVisible();
});

test('a free user at the favorites limit sees Limit Reached and the upgrade dialog', async ({
  page,
}) => {
  const session = await signIn(page);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const limits = await (
    await page.request.get('/api/premium/check-limits', { headers })
  ).json();
  const max = limits.limits.max_favorites as number;
  // The last ones of the first 100, so the first page of cards stays unfavorited.
  const list = await (
    await page.request.get(`/api/activities?limit=100`)
  ).json();
  const ids = (Array.isArray(list) ? list : (list.activities ?? list.items))
    .map((a: { id: number }) => a.id)
    .slice(-max);
  expect(ids).toHaveLength(max);
  for (const id of ids) {
    const res = await page.request.post(`/api/favorites/${id}`, { headers });
    expect(res.status()).toBe(201);
  }

  await page.goto('/favorites');
  // Fifty cards and the limits load together; allow for a busy machine.
  await expect(page.getByText('Limit Reached!')).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText(
      "You've reached your favorites limit. Upgrade to Premium for unlimited access.",
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Upgrade to Premium' }),
  ).toBeVisible();

  await page.goto('/activities');
  const grid = page.getByRole('list', { name: 'Activities' });
  await page.getByRole('button', { name: 'Load more' }).click();
  // The second page holds the favorites, drawn as the reader scrolls to
  // them: once one shows as saved, the saved state of every card is known
  // and the first unsaved card is truly unsaved.
  const saved = grid.getByRole('button', { name: 'Remove from favorites' });
  await scrollWhileDrawing(
    page,
    async () => (await saved.count()) > 0,
    true,
    'a saved card drawn',
  );
  const unfavorited = grid
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to favorites' }) })
    .first();
  await unfavorited.getByRole('button', { name: 'Add to favorites' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: 'Maybe Later' }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: 'Upgrade Now' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Compare Plans' }).click();
  await expect(page).toHaveURL(/\/pricing#feature-comparison$/);
  await expect(
    page.getByRole('table', { name: 'Compare Plans' }),
  ).toBeVisible();
  const after = await (
    await page.request.get('/api/user/stats', { headers })
  ).json();
  expect(after.total_favorites).toBe(max);
});

test('collections and pricing fit a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page);
  const { card } = await firstCard(page);
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await card.getByRole('button', { name: 'Add to bucket list' }).click();
  await expect(
    card.getByRole('button', { name: 'Remove from bucket list' }),
  ).toBeVisible();
  for (const [path, heading] of [
    ['/favorites', 'My Favorites'],
    ['/bucket-list', 'My Bucket List'],
    ['/pricing', 'Plans'],
  ] as const) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: heading, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('article').or(page.getByRole('table')).first(),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('the activity detail page toggles favorite and bucket list', async ({
  page,
}) => {
  const session = await signIn(page);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const [activity] = await (
    await page.request.get('/api/activities?limit=1')
  ).json();
  await page.goto(`/activity/${activity.id}`);
  await page
    .getByRole('button', { name: 'Add to Favorites', exact: true })
    .click();
  await expect(
    page.getByRole('button', { name: 'In Favorites', exact: true }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: 'Add to Bucket List', exact: true })
    .click();
  await expect(
    page.getByRole('button', { name: 'In Bucket List', exact: true }),
  ).toBeVisible();
  const stats = await (
    await page.request.get('/api/user/stats', { headers })
  ).json();
  expect(stats).toMatchObject({ total_favorites: 1, total_bucket_list: 1 });
  await page.getByRole('button', { name: 'In Favorites', exact: true }).click();
  await expect(
    page.getByRole('button', { name: 'Add to Favorites', exact: true }),
  ).toBeVisible();
  const check = await (
    await page.request.get(`/api/favorites/check/${activity.id}`, { headers })
  ).json();
  expect(check.is_favorite).toBe(false);
});

test("an activity's page adds it to an upcoming plan on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const session = await signIn(page);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const [first, second] = await (
    await page.request.get('/api/activities?limit=2')
  ).json();
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const made = await page.request.post('/api/finalized-plans', {
    headers,
    data: {
      title: 'Later Weekend',
      start_date: day,
      end_date: day,
      selected_activities: [{ activity_id: first.id, planned_date: day }],
    },
  });
  expect(made.status()).toBe(201);
  const planId = (await made.json()).id as number;

  // Browse: a tap opens the card's sheet, whose Add to My Plans asks where.
  await page.goto('/activities?sort=name');
  const card = page.getByRole('article').first();
  const cardName = await card.getAttribute('aria-label');
  await card.getByRole('heading').click();
  await page
    .getByRole('dialog', { name: cardName! })
    .getByRole('button', { name: 'Add to My Plans' })
    .click();
  const fromBrowse = page.getByRole('dialog', {
    name: `Add ${cardName} to a plan`,
  });
  await expect(fromBrowse.getByRole('combobox', { name: 'Plan' })).toHaveText(
    /Later Weekend/,
  );
  await fromBrowse.getByRole('button', { name: 'Cancel' }).click();
  await expect(fromBrowse).toHaveCount(0);

  await page.goto(`/activity/${second.id}`);
  await page.getByRole('button', { name: 'Add to a Plan' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Add ${second.name} to a plan`,
  });
  await expect(dialog.getByRole('combobox', { name: 'Plan' })).toHaveText(
    /Later Weekend/,
  );
  await dialog.getByLabel(`Time for ${second.name}`).fill('18:30');
  await dialog.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(
    dialog.getByText(`${second.name} is in Later Weekend on`),
  ).toBeVisible();
  const plan = await (
    await page.request.get(`/api/finalized-plans/${planId}`, { headers })
  ).json();
  expect(
    plan.selected_activities.map(
      (a: { activity_id: number; planned_time: string | null }) => [
        a.activity_id,
        a.planned_time,
      ],
    ),
  ).toEqual(expect.arrayContaining([[second.id, '18:30']]));
});

test('plan page cards favorite and bucket-list; anonymous visitors go to /login', async ({
  page,
  browser,
}) => {
  const session = await signIn(page);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const created = await page.request.post('/api/plans', {
    headers,
    data: {
      location: { lat: 39.7392, lng: -104.9903 },
      interests: ['arts'],
      radius: 24_140,
      days: [new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/plan/${id}`);
  const card = page
    .getByRole('list', { name: 'Suggested activities' })
    .getByRole('listitem')
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(
    card.getByRole('button', { name: 'Remove from favorites' }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Add to bucket list' }).click();
  await expect(
    card.getByRole('button', { name: 'Remove from bucket list' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const favorites = await (
    await page.request.get('/api/favorites', { headers })
  ).json();
  expect(
    favorites.map((f: { activity: { name: string } }) => f.activity.name),
  ).toEqual([name]);

  const share = await page.request.post(`/api/plans/${id}/share`, {
    headers,
  });
  const anonymous = await browser.newPage();
  await anonymous.goto((await share.json()).path);
  await anonymous
    .getByRole('list', { name: 'Suggested activities' })
    .getByRole('button', { name: 'Add to favorites' })
    .first()
    .click();
  await expect(anonymous).toHaveURL(/\/login$/);
  await anonymous.close();
});

test("a plan shared from the dashboard opens for anyone as its schedule, less what's private", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await signIn(page);
  const headers = { authorization: `Bearer ${session.access_token}` };
  const found = await (
    await page.request.get('/api/activities?limit=2', { headers })
  ).json();
  const [open, hidden] = found as { id: number; name: string }[];
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const finalized = await page.request.post('/api/finalized-plans', {
    headers,
    data: {
      title: 'Shared Saturday',
      start_date: day,
      end_date: day,
      selected_activities: [
        { activity_id: open!.id, planned_date: day, planned_time: '10:00' },
        { activity_id: hidden!.id, planned_date: day, is_private: true },
      ],
    },
  });
  expect(finalized.status()).toBe(201);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Share Shared Saturday' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/shared\/[\w-]{22}\?view=schedule$/);

  const anonymous = await browser.newPage();
  await anonymous.goto(link);
  await expect(
    anonymous.getByRole('heading', { level: 1, name: 'Shared Saturday' }),
  ).toBeVisible();
  await expect(
    anonymous.getByRole('link', { name: open!.name, exact: true }),
  ).toBeVisible();
  await expect(anonymous.getByText('10:00 AM', { exact: false })).toBeVisible();
  await expect(anonymous.getByText(hidden!.name, { exact: true })).toHaveCount(
    0,
  );
  await anonymous.close();
});
