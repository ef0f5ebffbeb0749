import { expect, test, type Page } from '@playwright/test';

import { signInNewUser } from '../support/session';

const signIn = (page: Page) =>
  signInNewUser(page, 'ai', { full_name: 'Ada Search' });

test('a question typed on the dashboard finds relevant places', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  const box = page.getByRole('textbox', { name: 'Ask for ideas' });
  await box.fill('sushi for two tonight');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ai-results\?q=sushi%20for%20two%20tonight$/);

  const understanding = page.getByRole('region', { name: 'AI Understanding' });
  const chips = understanding.getByRole('list', {
    name: 'Understood from your question',
  });
  await expect(chips.getByText('Sushi', { exact: true })).toBeVisible();
  await expect(chips.getByText('Tonight', { exact: true })).toBeVisible();
  await expect(chips.getByText('Group of 2', { exact: true })).toBeVisible();

  const results = page.getByRole('list', { name: 'Search results' });
  const first = results.getByRole('article').first();
  await expect(first).toContainText('% match');
  await expect(first).toContainText('Why this matches');
  await expect(first).toContainText('Sushi in Food & Dining');
  // Every one of the top three is a sushi place.
  for (const card of await results
    .getByRole('article')
    .all()
    .then((a) => a.slice(0, 3))) {
    await expect(card).toContainText('Sushi in Food & Dining');
  }

  await first.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await page.goBack();

  const again = page.getByRole('textbox', { name: 'Ask another question' });
  await again.fill('cheap hikes');
  await again.press('Enter');
  await expect(page).toHaveURL(/\/ai-results\?q=cheap%20hikes$/);
  await expect(
    page.getByRole('heading', { name: 'Results for “cheap hikes”' }),
  ).toBeVisible();
  const hikes = page.getByRole('list', { name: 'Search results' });
  await expect(hikes.getByRole('article').first()).toContainText(
    'Hiking in Outdoor Activities',
  );
  expect(errors).toEqual([]);
});

test('the results page fits a 375 px phone and handles odd questions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ai-results?q=craft%20beer%20this%20weekend');
  await expect(
    page
      .getByRole('list', { name: 'Search results' })
      .getByRole('article')
      .first(),
  ).toContainText('Breweries in Bars & Nightlife');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.goto('/ai-results?q=qwxzv%20plorbing');
  await expect(
    page.getByText('No activities found matching your search criteria.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/ai-results');
  await expect(page.getByText('No search query provided')).toBeVisible();
});
