import { expect, test } from '@playwright/test';

import { signInNewUser } from '../support/session';

test('home shows the live forecast from Open-Meteo, without the Estimate chip', async ({
  page,
}) => {
  await signInNewUser(page, 'forecast', { full_name: 'Fran Forecast' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/home');
  const card = page.getByRole('region', { name: '5-Day Forecast' });
  const days = card
    .getByRole('list', { name: '5-day forecast' })
    .getByRole('listitem');
  await expect(days).toHaveCount(5);
  // The recorded answer's first two days: clear, then partly cloudy; the fourth snows.
  await expect(days.nth(0)).toContainText('Today: clear sky');
  await expect(days.nth(0)).toContainText('High 48°F, low 25°F');
  await expect(days.nth(1)).toContainText('partly cloudy');
  await expect(days.nth(3)).toContainText('snow');
  await expect(
    card.getByText(/^Updated (just now|\d+ min ago) · Open-Meteo$/),
  ).toBeVisible();
  await expect(card.getByText('Estimate')).toHaveCount(0);
});
