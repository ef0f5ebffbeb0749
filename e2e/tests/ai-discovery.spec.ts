import { expect, test } from '@playwright/test';

import { signInNewUser } from '../support/session';

test('Discover, then Use This Itinerary, opens the plan with its times', async ({
  page,
}) => {
  await signInNewUser(page, 'discover', { full_name: 'Disco Very' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard?tab=6');
  await expect(
    page.getByRole('heading', { name: 'AI-Powered Weekend Discovery' }),
  ).toBeVisible();
  const box = page.getByRole('textbox', {
    name: 'What would you like to do this weekend?',
  });
  await box.fill('museums and breweries');
  const answer = page.waitForResponse('**/api/ai/enhanced/search');
  await box.press('Enter');
  expect((await answer).status()).toBe(200);

  await expect(
    page.getByRole('heading', { name: 'Personalized Recommendations' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Trending Locally' }),
  ).toBeVisible();
  const day = page.getByRole('list', { name: /^Itinerary for / }).first();
  const first = day.getByRole('listitem').first();
  // '9:30 AM – 11:30 AM: Denver Art Museum' -> time and name.
  const text = (await first.innerText()).split('\n')[0]!;
  const match = /^(\d{1,2}:\d{2} [AP]M) – .*?: (.+?)( \(meal break\))?$/.exec(
    text,
  );
  expect(match).not.toBeNull();
  const [, time, name] = match!;

  const created = page.waitForResponse(
    (r) =>
      r.url().endsWith('/finalized-plans') && r.request().method() === 'POST',
  );
  await page
    .getByRole('button', { name: 'Use This Itinerary' })
    .first()
    .click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(/\/my-plans/);
  const dialog = page.getByRole('dialog', {
    name: 'Weekend discovery: museums and breweries',
  });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name!);
  await expect(dialog).toContainText(`at ${time}`);
});
