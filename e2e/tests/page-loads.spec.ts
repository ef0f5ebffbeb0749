import { expect, test, type Request } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../support/browser';
import { bearer } from '../support/plans';
import { signInNewUser, signInPerson } from '../support/session';

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

test('eight tabs of the app open at once share one stream, and a notification reaches them all', async ({
  browser,
}) => {
  const ann = await signInPerson(browser, 'tabs', 'Ann Tabs');
  const bo = await signInPerson(browser, 'tabs', 'Bo Tabs');
  // One stream per tab held all six connections a browser keeps to a server:
  // the seventh tab never loaded.
  const tabs = [ann.page];
  await ann.page.goto('/favorites');
  for (let i = 1; i < 8; i += 1) tabs.push(await ann.context.newPage());
  for (const tab of tabs) {
    if (tab !== ann.page) await tab.goto('/favorites');
    await expect(
      tab.getByRole('heading', { level: 1, name: 'Favorites' }),
    ).toBeVisible();
  }
  // Pushed, not polled: the poll comes every 30 s, past this wait.
  const sent = await bo.page.request.post('/api/social/friends/requests', {
    headers: bearer(bo.session),
    data: { user_id: ann.id },
  });
  expect(sent.ok()).toBe(true);
  for (const tab of [tabs[0]!, tabs.at(-1)!]) {
    await expect(
      tab.getByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeVisible();
  }
  await ann.context.close();
  await bo.context.close();
});
