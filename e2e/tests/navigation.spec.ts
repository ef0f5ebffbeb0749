import { expect, test, type Page } from '@playwright/test';

import { signInNewUser } from '../support/session';

const signIn = (page: Page) =>
  signInNewUser(page, 'nav', {
    username: `nav${Math.floor(Math.random() * 1e9)}`,
  });

test.use({ viewport: { width: 375, height: 740 } });

test('mobile bottom navigation at 375 px', async ({ page }) => {
  const session = await signIn(page);
  const place = await page.request.get('/api/activities?limit=1');
  const [activity] = await place.json();
  const fav = await page.request.post('/api/favorites', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { activity_id: activity.id },
  });
  expect(fav.ok()).toBe(true);

  await page.goto('/dashboard');
  const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(bar).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }),
  ).toBeHidden();
  // The badge is hidden from screen readers; the count is in the name.
  await expect(
    bar.getByRole('button', { name: 'Favorites (1)', exact: true }),
  ).toContainText('1');

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await bar.getByRole('button', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  // The current tab's label stays on one line, as the others do.
  await bar.getByRole('button', { name: 'Bucket List' }).click();
  await expect(page).toHaveURL(/\/bucket-list$/);
  const label = (name: string) =>
    bar.getByRole('button', { name }).getByText(name).boundingBox();
  await expect(bar.getByRole('button', { name: 'Bucket List' })).toHaveClass(
    /Mui-selected/,
  );
  expect((await label('Bucket List'))!.height).toBe(
    (await label('Search'))!.height,
  );
  await bar.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The overview arrives after the page's first paint; scroll once it is in.
  await expect(page.getByText(/^Your Plans \(/)).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();

  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: 'My Plans' }).click();
  await expect(page).toHaveURL(/\/library$/);
  // Each page names itself in the tab and history.
  await expect(page).toHaveTitle('My Plans · Weekend Planner');

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(drawer.getByText(/^nav\d+$/)).toBeVisible();
  await drawer.getByRole('link', { name: /Explore Activities/ }).click();
  await expect(page).toHaveURL(/\/activities$/);
});

test('signed-out phone users are sent to sign in', async ({ page }) => {
  await page.goto('/dashboard');
  const bar = page.getByRole('navigation', { name: 'Mobile navigation' });
  await bar.getByRole('button', { name: 'Bucket List' }).click();
  // Signed in, they come back to the tab they chose.
  await expect(page).toHaveURL(/\/login\?next=%2Fbucket-list$/);
});

test('side navigation is reachable by keyboard on desktop', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  const box = await nav.boundingBox();
  expect(Math.round(box!.width)).toBe(280);
  await nav.getByRole('link', { name: /^Favorites/ }).focus();
  await page.keyboard.press('Tab');
  const bucketList = nav.getByRole('link', { name: /Bucket List/ });
  await expect(bucketList).toBeFocused();
  // Keyboard focus is drawn as a ring, not only MUI's faint tint.
  await expect(bucketList).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bucket-list$/);
  await expect(page).toHaveTitle('My Bucket List · Weekend Planner');
});
