import { expect, test } from '@playwright/test';

import { TEST_PASSWORD as PASSWORD, uniqueEmail } from '../support/session';

test('a new user exports their data, deletes the account and cannot sign in again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const email = uniqueEmail('e2e-delete');

  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /agree to the terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Delete account' });
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export Data' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^weekend-planner-export-.*\.json$/,
  );

  await section.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  const panel = page.getByRole('complementary', {
    name: 'Sign in to start planning',
  });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel(/^Password/).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Start Planning' }).click();
  await expect(panel.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});
