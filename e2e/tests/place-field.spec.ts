import { expect, test } from '@playwright/test';

import { addDays, metroToday } from '../support/dates';
import { fetchPlan } from '../support/plans';
import { signInNewUser } from '../support/session';

test('Quick Plan offers "Cap Hill" as Capitol Hill, chosen by keyboard, and plans there', async ({
  page,
}) => {
  const session = await signInNewUser(page, 'placefield');
  await page.goto('/dashboard');
  await page
    .getByRole('group', { name: 'Quick actions' })
    .getByRole('button', { name: 'Quick Plan' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Quick Plan' });
  const field = dialog.getByRole('combobox', { name: /Location/ });
  await field.fill('Cap Hill');
  const option = page.getByRole('option', { name: /^Capitol Hill/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('Neighborhood');
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue('Capitol Hill, Denver, CO');
  const start = addDays(metroToday(), 7);
  await dialog.getByLabel('Start Date').fill(start);
  await dialog.getByLabel('End Date').fill(addDays(start, 1));
  await dialog.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page).toHaveURL(/\/plan\/\d+$/, { timeout: 30_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const { location } = await fetchPlan(page, session, id);
  expect(location.address).toBe('Capitol Hill, Denver, CO');
  expect(location.lat).toBeCloseTo(39.733, 3);
  expect(location.lng).toBeCloseTo(-104.98, 3);
});
