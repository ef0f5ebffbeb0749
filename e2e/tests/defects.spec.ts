import { expect, test, type Page } from '@playwright/test';

import { signInNewUser, type Session } from '../support/session';

const SHOTS = process.env.E2E_SHOTS;

function denverDate(offsetDays: number) {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
  }).format(d);
}

async function createDraft(page: Page, session: Session, template = 'manual') {
  return page.request.post('/api/plans', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: {
      template,
      location: { lat: 39.7392, lng: -104.9903, address: 'Downtown Denver' },
      days: [denverDate(2), denverDate(3), denverDate(4)],
      interests: ['food', 'outdoors', 'arts'],
      budget: 100,
      budget_type: 'per_day',
    },
  });
}

async function shot(page: Page, name: string) {
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('drafts are listed in My Plans with readable dates and can be deleted', async ({
  page,
}) => {
  const session = await signInNewUser(page, 'drafts');
  const created = await createDraft(page, session);
  expect(created.status()).toBe(201);
  const { title } = (await created.json()) as { title: string };
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
