import { expect, test } from '@playwright/test';

import { signInNewUser } from '../support/session';

test('the AI intelligence tabs show data on a 375 px phone', async ({
  page,
}) => {
  await signInNewUser(page, 'intel');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard?tab=6');
  const panel = page.getByRole('region', { name: 'AI Intelligence' });
  const tabpanel = panel.getByRole('tabpanel');

  await expect(tabpanel.getByRole('listitem').first()).toBeVisible();
  await expect(tabpanel).toContainText(/\d+ found/);

  await panel.getByRole('tab', { name: 'Live Discoveries' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(tabpanel).toContainText(/^Now: -?\d+°F/);
  await expect(tabpanel.getByRole('listitem').first()).toContainText(
    /Open now|Closed now|Hours not known/,
  );

  await panel.getByRole('tab', { name: 'Weekend Intel' }).click();
  await expect(tabpanel).toContainText(/\d+ events? analyzed for/);
  await expect(
    tabpanel.getByRole('heading', { name: 'Weather windows' }),
  ).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
