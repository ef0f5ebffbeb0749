import { expect, test, type Page } from '@playwright/test';

import { signInNewUser } from '../support/session';

const signIn = (page: Page) =>
  signInNewUser(page, 'recs', { full_name: 'Rae Comm' });

async function recommendedTitles(page: Page, category: string) {
  const section = page.getByRole('region', { name: 'Recommended for You' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(6);
  // Interest is one weighted signal among six, so most (not always all) of
  // the top six come from the preferred category.
  expect(
    await cards.filter({ hasText: category }).count(),
  ).toBeGreaterThanOrEqual(4);
  return cards.evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-label')),
  );
}

test('changing preferences from food to outdoors changes the top recommendations', async ({
  page,
}) => {
  const session = await signIn(page);
  const saved = await page.request.put('/api/users/me/preferences', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: {
      preferred_activities: ['Food & Dining'],
      interests: ['Food & Dining'],
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/dashboard');
  const food = await recommendedTitles(page, 'Food & Dining');

  await page.goto('/preferences');
  const foodChip = page.getByRole('button', { name: 'Food & Dining' });
  await expect(foodChip).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Outdoor Activities' }).click();
  await foodChip.click();
  await expect(foodChip).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(
    page.getByText('Preferences updated successfully!'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const outdoors = await recommendedTitles(page, 'Outdoor Activities');
  // A place popular enough to rank for both tastes may stay; the rest change.
  expect(
    outdoors.filter((title) => food.includes(title)).length,
  ).toBeLessThanOrEqual(2);

  // The personalised panel follows the same preferences, with match labels.
  const smart = page.getByRole('region', { name: /Smart Recommendations/ });
  const smartCards = smart.getByRole('article');
  await expect(smartCards).toHaveCount(6);
  await expect(smartCards.first()).toContainText(
    /(Excellent|Good|Fair|Okay) Match \d+%/,
  );
  // Other journeys running in parallel make their saves trending, and
  // popularity and trending outweigh interest (25 % + 15 % vs 10 %).
  await expect(
    smartCards.filter({ hasText: 'Outdoor Activities' }).first(),
  ).toBeVisible();
  await smart.getByRole('button', { name: 'Show 12' }).click();
  await expect(smartCards).toHaveCount(12);
  await smartCards
    .first()
    .getByRole('button', { name: 'Why this score' })
    .click();
  await expect(
    smartCards.first().getByText('Rating Quality (30%)'),
  ).toBeVisible();
});

test('the recommendation panel fits a 375 px screen', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  const smart = page.getByRole('region', { name: /Smart Recommendations/ });
  await expect(smart.getByRole('article')).toHaveCount(6);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
