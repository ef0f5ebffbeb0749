import { expect, test } from '@playwright/test';

test('landing on desktop shows the side panel form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const panel = page.getByRole('complementary', {
    name: 'Sign in to start planning',
  });
  await expect(panel.getByLabel('Email')).toBeVisible();
  await expect(panel.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(
    panel.getByRole('button', { name: 'Start Planning' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'How It Works' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Fill Test Credentials' }),
  ).toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/landing-desktop.png' });
  await page.screenshot({
    path: 'e2e/artifacts/landing-desktop-full.png',
    fullPage: true,
  });
});

test('landing at 375 px opens the form in a dialog', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/landing-mobile.png' });
  await page.screenshot({
    path: 'e2e/artifacts/landing-mobile-full.png',
    fullPage: true,
  });
  const scrollWidth = await page.evaluate(
    () => document.documentElement.scrollWidth,
  );
  expect(scrollWidth).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByRole('button', { name: 'Fill Test Credentials' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(
    'demo@weekendplanner.test',
  );
  await expect(
    dialog.getByRole('button', { name: 'Start Planning' }),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/landing-mobile-dialog.png' });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('unknown paths show the landing view', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Plan your perfect Denver weekend',
    }),
  ).toBeVisible();
});

test('a tap on Start Planning before the script runs opens the sign-in dialog once it does', async ({
  browser,
  baseURL,
}) => {
  const viewport = { width: 375, height: 812 };
  const noScript = await browser.newContext({
    baseURL,
    viewport,
    javaScriptEnabled: false,
  });
  const before = await noScript.newPage();
  await before.goto('/');
  await before
    .locator('.prerender-phone')
    .getByRole('button', { name: 'Start Planning' })
    .click();
  await expect(before).toHaveURL(/\/login\?sign_in=1$/);
  await noScript.close();

  const context = await browser.newContext({
    baseURL,
    viewport,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/login?sign_in=1');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toBeVisible();
  // The address loses the request, so a reload does not open it again.
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('other pages show a loading shell until their code has loaded, then the page', async ({
  browser,
  baseURL,
}) => {
  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
  });
  const before = await noScript.newPage();
  await before.goto('/register');
  await expect(before.getByRole('status')).toHaveText(
    'Loading Weekend Planner…',
  );
  await noScript.close();

  const page = await browser.newPage({ baseURL });
  await page.goto('/register');
  await expect(
    page.getByRole('button', { name: 'Create Account' }),
  ).toBeVisible();
  await expect(page.getByText('Loading Weekend Planner…')).toHaveCount(0);
  await page.close();
});
