import { expect, test } from '@playwright/test';

import { signInNewUser } from '../support/session';

test('reads a finalized plan with its activities and times with the network cut', async ({
  page,
  context,
}) => {
  const session = await signInNewUser(page, 'offline');
  const headers = { authorization: `Bearer ${session.access_token}` };
  const catalogue = await page.request.get('/api/activities?limit=1');
  expect(catalogue.ok()).toBe(true);
  const [activity] = (await catalogue.json()) as { id: number; name: string }[];
  const created = await page.request.post('/api/finalized-plans', {
    headers,
    data: {
      title: 'Offline Weekend',
      start_date: '2031-05-10',
      end_date: '2031-05-11',
      selected_activities: [
        {
          activity_id: activity!.id,
          planned_date: '2031-05-10',
          planned_time: '10:30',
        },
      ],
    },
  });
  expect(created.status()).toBe(201);

  // First visit online: the worker installs, takes the page and keeps the list.
  await page.goto('/my-plans');
  await expect(page.getByText('Offline Weekend')).toBeVisible({
    timeout: 30_000,
  });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve),
      );
    }
  });
  const synced = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/finalized-plans' && res.ok(),
  );
  await page.reload();
  await synced;
  // The worker stores its copy just after answering the page.
  await page.waitForFunction(async () => {
    const cache = await caches.open('wp-finalized-plans');
    return (await cache.keys()).length > 0;
  });

  // The worker precaches only the shell: a page's parts are kept once used.
  const details = page
    .getByRole('listitem')
    .filter({ hasText: 'Offline Weekend' })
    .getByRole('button', { name: 'View Details' });
  await details.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await context.setOffline(true);
  // Nothing reaches the server now, not even through the worker.
  expect(
    await page.evaluate(() =>
      fetch('/health').then(
        () => 'reached',
        () => 'cut',
      ),
    ),
  ).toBe('cut');

  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: "You're offline" }),
  ).toBeVisible();
  await details.click();
  const scheduled = page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: activity!.name })
    .filter({ hasText: 'at 10:30 AM' });
  await expect(scheduled).toContainText('Sat, May 10 at 10:30 AM');

  await context.setOffline(false);
});
