import { expect, test, type Page } from '@playwright/test';

import { signInNewUser } from '../support/session';

const signIn = (page: Page) =>
  signInNewUser(page, 'dash', { full_name: 'Dana Board' });

test('signed-out visitors see the welcome page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(
    page.getByRole('link', { name: 'Create Your First Plan' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('dashboard tabs navigate as specified', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Dana Board')).toBeVisible();
  await expect(
    page.getByRole('status', { name: 'Backend Connected' }),
  ).toBeVisible();
  await expect(page.getByText('Your Plans (0)')).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  for (const [label, heading] of [
    ['Activity Feed', 'Activity Feed'],
    ['AI Discovery', 'AI-Powered Weekend Discovery'],
    ['Templates', 'Plan Templates'],
  ] as const) {
    await tabs.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=\d$/);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const [label, path] of [
    ['My Plans', '/plans'],
    ['Favorites', '/favorites'],
    ['Bucket List', '/bucket-list'],
    ['Create', '/create'],
  ] as const) {
    await page.goto('/dashboard');
    await tabs.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }

  await page.goto('/dashboard');
  const search = page.getByRole('search');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Best food spots' }).click();
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/ai-results\?q=Best%20food%20spots$/);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  await page.getByRole('menuitem', { name: 'View Analytics' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your Analytics' }),
  ).toBeVisible();
  await expect(page.getByText('Bucket list progress')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^weekend-planner-export-.*\.json$/);
  expect(errors).toEqual([]);
});
