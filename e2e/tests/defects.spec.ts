import { expect, test, type Page } from '@playwright/test';

import { addDays, metroToday } from '../support/dates';
import { bearer, createDraftPlan, DOWNTOWN, fetchPlan } from '../support/plans';
import { signInNewUser } from '../support/session';

const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('drafts are listed in My Plans with readable dates and can be deleted', async ({
  page,
}) => {
  const session = await signInNewUser(page, 'drafts');
  const { title } = await createDraftPlan(page, session);
  expect(title).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  await page.goto('/my-plans');
  await page.getByRole('tab', { name: 'Drafts (1)' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await shot(page, 'my-plans-drafts-desktop');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No drafts')).toBeVisible();
});

test('landing and home take their activity count from one source, and no hydrate warning', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => warnings.push(m.text()));
  const categories = await page.request.get('/api/activities/categories');
  const { total_activities: total } = (await categories.json()) as {
    total_activities: number;
  };
  await page.goto('/');
  await expect(
    page.getByText(`${total.toLocaleString('en-US')} activities`),
  ).toBeVisible();
  await expect(page.getByText('700+ activities')).toHaveCount(0);
  expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
});

test('a free user finds the party templates on home locked, and choosing one makes no plan', async ({
  page,
}) => {
  const session = await signInNewUser(page, 'party');
  await page.goto('/home');
  const templates = page.getByRole('region', { name: 'Quick Plan Templates' });
  const locks = templates.getByRole('button', {
    name: /: Premium Feature, learn about upgrading$/,
  });
  // Bachelor, Bachelorette, Tailgate and Group Birthday.
  await expect(locks).toHaveCount(4);
  const bachelor = templates
    .getByRole('listitem')
    .filter({ hasText: 'Bachelor Party' });
  await expect(bachelor.getByText('Premium Feature')).toBeVisible();
  // Its one button is the lock: nothing that would make a plan.
  await expect(bachelor.getByRole('button')).toHaveCount(1);
  const opacity = await bachelor
    .locator('[aria-hidden="true"]')
    .first()
    .evaluate((el) => Number(getComputedStyle(el).opacity));
  expect(opacity).toBeLessThan(1);

  await bachelor
    .getByRole('button', {
      name: 'Bachelor Party: Premium Feature, learn about upgrading',
    })
    .click();
  const upgrade = page.getByRole('dialog');
  await expect(
    upgrade.getByRole('button', { name: 'Upgrade Now' }),
  ).toBeVisible();
  await expect(upgrade.getByLabel('Start Date')).toHaveCount(0);
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(upgrade).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  const drafts = await page.request.get('/api/plans', {
    headers: bearer(session),
  });
  expect(await drafts.json()).toEqual([]);
  const limits = await page.request.get('/api/premium/check-limits', {
    headers: bearer(session),
  });
  expect(
    ((await limits.json()) as { usage: { plans_count: number } }).usage
      .plans_count,
  ).toBe(0);
});

for (const path of ['/my-plans', '/plans', '/library']) {
  test(`an anonymous visitor on ${path} is asked to sign in`, async ({
    page,
  }) => {
    await page.goto(path);
    const heading = page.getByRole('heading', {
      name: 'Sign in to see your plans',
    });
    await expect(heading).toBeVisible();
    await expect(page.getByText(/Failed to load/)).toHaveCount(0);
    await heading.locator('..').getByRole('link', { name: 'Sign In' }).click();
    // The sign-in view brings the visitor back to the page afterwards.
    await expect(page).toHaveURL(
      new RegExp(`/login\\?next=${encodeURIComponent(path)}$`),
    );
  });
}

test.describe('Quick Plan', () => {
  async function openQuickPlan(page: Page) {
    await page.goto('/dashboard');
    await page
      .getByRole('group', { name: 'Quick actions' })
      .getByRole('button', { name: 'Quick Plan' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Quick Plan' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('a typed neighbourhood centres the plan there, with a daily budget worded per day', async ({
    page,
  }) => {
    const session = await signInNewUser(page, 'quick');
    const search = await page.request.get(
      '/api/locations/search?q=Cherry%20Creek&limit=1',
    );
    const [cherryCreek] = (
      (await search.json()) as {
        results: { latitude: number; longitude: number }[];
      }
    ).results;
    expect(cherryCreek).toBeDefined();

    const dialog = await openQuickPlan(page);
    await dialog.getByLabel('Location').fill('Cherry Creek');
    const start = addDays(metroToday(), 7);
    await dialog.getByLabel('Start Date').fill(start);
    await dialog.getByLabel('End Date').fill(addDays(start, 2));
    const budget = dialog.getByText(/^Budget /);
    await expect(budget).toHaveText(
      /^Budget \$\d+ per day \(\$[\d,]+ total\) · Radius/,
    );
    const [, perDay, total] = /\$(\d+) per day \(\$([\d,]+) total\)/.exec(
      (await budget.textContent())!,
    )!;
    expect(Number(total!.replace(',', ''))).toBe(3 * Number(perDay));

    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page).toHaveURL(/\/plan\/\d+$/, { timeout: 30_000 });
    await expect(
      page.getByText(`$${perDay} per day ($${total} total)`),
    ).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const { location } = await fetchPlan(page, session, id);
    expect(location.address).toBe('Cherry Creek');
    expect(location.lat).toBeCloseTo(cherryCreek!.latitude, 3);
    expect(location.lng).toBeCloseTo(cherryCreek!.longitude, 3);
    expect([location.lat, location.lng]).not.toEqual([
      DOWNTOWN.lat,
      DOWNTOWN.lng,
    ]);
  });

  test('a denied location is explained in the app’s words, not the browser’s', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await signInNewUser(page, 'quick-denied');
    const dialog = await openQuickPlan(page);
    await dialog.getByRole('button', { name: 'Locate Me' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Location permission denied. Please enable location services.',
    );
    await expect(dialog.getByText(/User denied/i)).toHaveCount(0);
    await expect(dialog.getByLabel('Location')).toHaveValue('');
  });
});
