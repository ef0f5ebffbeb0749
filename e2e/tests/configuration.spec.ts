import { expect, test } from '@playwright/test';

test('a missing runtime configuration shows Configuration Error and the app does not start', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') && path !== '/api/web-config')
      apiCalls.push(path);
  });
  await page.route('**/api/web-config', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/home');
  await expect(
    page.getByRole('heading', { name: 'Configuration Error', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'The application is not properly configured. Please contact support.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect(apiCalls).toEqual([]);

  await page.unroute('**/api/web-config');
  await page.route('**/api/web-config', (route) => route.abort());
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Configuration Error' }),
  ).toBeVisible();
});

test('a page that fails to load shows its error inside the layout and the rest of the app keeps working', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.route(/\/assets\/design-template-[^/]+\.js$/, (route) =>
    route.abort(),
  );
  await page.goto('/test/design-template');
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  // A signed-out visitor's home is the landing page.
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Something went wrong' }),
  ).toHaveCount(0);
});
