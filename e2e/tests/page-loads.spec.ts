import { expect, test, type Request } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../support/browser';
import { signInNewUser } from '../support/session';

// Playwright turns the back/forward cache off; browsers have it on.
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('a page left for another closes its notification stream and opens it again on Back', async ({
  page,
}) => {
  await signInNewUser(page, 'loads');
  const opened = page.waitForRequest('**/api/notifications/stream');
  await page.goto('/favorites');
  const stream = await opened;
  // A cached page that kept its stream held one of the six connections a
  // browser keeps to a server: six such pages and the next never loaded.
  let ended = false;
  const end = (request: Request) => {
    if (request === stream) ended = true;
  };
  page.on('requestfailed', end);
  page.on('requestfinished', end);
  await page.goto('/friends');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Friends' }),
  ).toBeVisible();
  await expect.poll(() => ended).toBe(true);

  // Back shows the cached page again (no load event); it asks for a new
  // stream only because it closed its own when it was left.
  const reopened = page.waitForRequest('**/api/notifications/stream');
  await page.goBack({ waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Favorites' }),
  ).toBeVisible();
  await reopened;
});
