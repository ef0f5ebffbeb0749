import { expect, test } from '@playwright/test';

import { signInNewUser } from '../support/session';

test('a template used from the Templates tab opens the created plan with its activities', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInNewUser(page, 'tpl', { full_name: 'Tina Template' });
  page.on('dialog', (d) => void d.accept());

  await page.goto('/dashboard?tab=7');
  await page.getByRole('tab', { name: 'Date Night' }).click();
  const card = page.getByRole('article', { name: 'Classic Date Night' });
  await expect(card).toBeVisible();
  await card
    .getByRole('button', { name: 'View Details: Classic Date Night' })
    .click();
  const details = page.getByRole('dialog');
  const list = details.getByRole('list', { name: 'Template activities' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const firstActivity = (await list
    .getByRole('listitem')
    .first()
    .locator('p')
    .first()
    .textContent())!.trim();
  expect(firstActivity.length).toBeGreaterThan(0);
  await details.getByRole('button', { name: 'Use This Template' }).click();

  const start = page.getByRole('dialog');
  await expect(start.getByLabel(/Start Date/)).toBeVisible();
  await start.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page).toHaveURL(/\/my-plans/);
  const plan = page.getByRole('dialog');
  await expect(plan.getByText('My Classic Date Night Plan')).toBeVisible();
  await expect(plan.getByText(firstActivity).first()).toBeVisible();
  expect(errors).toEqual([]);
});
