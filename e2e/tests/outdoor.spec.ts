import { expect, test } from '@playwright/test';

test('outdoor page opens a catalogue place in the outdoor dialog with its trail statistics', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/test/outdoor');
  await expect(
    page.getByRole('heading', { name: 'Outdoor Activities' }),
  ).toBeVisible();
  await expect(
    page.getByRole('tab', { name: /^All Activities \(\d+\)$/ }),
  ).toBeVisible();
  const parks = page.getByRole('tab', { name: /^Camping & Parks \(\d+\)$/ });
  await parks.click();
  await expect(parks).toHaveAttribute('aria-selected', 'true');

  const card = page.getByRole('article').first();
  const name = await card.getAttribute('aria-label');
  expect(name).toMatch(/park|camp/i);
  await card.click();

  const dialog = page.getByRole('dialog', { name: name! });
  await expect(dialog).toBeVisible();
  // The catalogue lists no trail's length or climb: estimates, said so, and no chart.
  const stats = dialog.getByRole('region', { name: 'Trail statistics' });
  await expect(stats).toContainText('Distance (estimate)');
  await expect(stats).not.toContainText('Unknown');
  await expect(
    dialog.getByRole('img', { name: /^Elevation profile chart/ }),
  ).toHaveCount(0);
  // The last of the three steps has finished.
  await expect(dialog.getByRole('status')).toBeEmpty();
  await dialog.getByRole('button', { name: 'Reservations' }).click();
  await expect(
    dialog.getByText(/Urgency|No booking details/).first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Test AI Foundation Status' }).click();
  await expect(page.getByText(/AI Foundation: operational/)).toBeVisible();
});

test('golf page shows its built-in courses as sample data', async ({
  page,
}) => {
  await page.goto('/test/golf');
  await expect(
    page.getByText(/^Examples only: these courses show/),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Championship' }).click();
  const course = page.getByRole('article');
  await expect(course).toHaveCount(1);
  // A made-up course links nowhere: its booking actions are off.
  await expect(course.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await course.getByRole('button', { name: 'Test AI' }).click();
  await expect(course.getByText(/^Booking urgency:/)).toBeVisible();
  await expect(
    course.getByRole('list', { name: 'Booking options' }),
  ).toContainText('Website: https://example.com/');
});
