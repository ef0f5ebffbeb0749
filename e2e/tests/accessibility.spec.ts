import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { nextWeekDays } from '../support/dates';
import { signInNewUser } from '../support/session';

const DENVER = { lat: 39.7392, lng: -104.9903, address: 'Denver, CO' };

/** A page is checked once its heading shows and nothing is still loading. */
async function expectNoSeriousViolations(page: Page, heading: RegExp) {
  await expect(
    page.getByRole('heading', { name: heading }).first(),
  ).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  let serious = await seriousViolations(page);
  // A colour caught mid-transition (a button leaving its disabled state as a
  // background refetch ends) is gone on a second look; a real violation stays.
  if (serious.length > 0) serious = await seriousViolations(page);
  expect(serious).toEqual([]);
}

/** Serious and critical axe findings, once every finite animation has ended. */
async function seriousViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Experimental in axe, audited by Lighthouse: a control's name contains its visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

const SIGNED_OUT: [string, RegExp][] = [
  ['/', /Denver weekend/],
  ['/login', /Denver weekend/],
  ['/register', /Create/],
  ['/forgot-password', /password/i],
  ['/about', /About|Credits/],
  ['/pricing', /Premium|Pricing|Plan/],
  ['/test/design-system', /Design System/],
  ['/test/design-template', /Design Template|Template/],
];

const SIGNED_IN: [string, RegExp][] = [
  ['/home', /Welcome back/],
  ['/dashboard', /Welcome back/],
  ['/dashboard?tab=6', /AI Intelligence/],
  ['/activities', /Explore|Activities/],
  ['/my-plans', /Plans/],
  ['/favorites', /Favorites/],
  ['/bucket-list', /Bucket List/],
  ['/create', /Create/],
  ['/preferences', /Preferences/],
  ['/profile', /Profile/],
  ['/notifications', /Notifications/],
  ['/feed', /Activity Feed/],
  ['/friends', /Friends/],
  ['/ai-results?q=brewery', /Results|brewery/i],
  ['/analytics', /Analytics/],
];

/** The phone layout's own parts (app bar, bottom navigation, drawers). */
const PHONE_ROUTES = new Set([
  '/',
  '/home',
  '/dashboard',
  '/activities',
  '/my-plans',
  '/notifications',
]);

test('pages still loading have no serious accessibility violations', async ({
  page,
}) => {
  await signInNewUser(page, 'axe', { full_name: 'Ada Axe' });
  // The places never arrive, so each page stays on its placeholders.
  await page.route(/\/api\/(search\/on-demand|activities)\b/, () => {});
  for (const [path, placeholder] of [
    ['/home', 'Loading Culinary'],
    ['/activities', 'Loading activities'],
    ['/activity/1', 'Loading activity'],
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('status', { name: placeholder }),
      path,
    ).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

for (const phone of [false, true]) {
  const only = (routes: [string, RegExp][]) =>
    phone ? routes.filter(([path]) => PHONE_ROUTES.has(path)) : routes;
  test.describe(phone ? 'at 375 px' : 'at 1280 px', () => {
    test.use({
      viewport: phone
        ? { width: 375, height: 740 }
        : { width: 1280, height: 800 },
    });

    for (const [path, heading] of only(SIGNED_OUT)) {
      test(`${path} signed out has no serious accessibility violations`, async ({
        page,
      }) => {
        await page.goto(path);
        await expectNoSeriousViolations(page, heading);
      });
    }

    for (const [path, heading] of only(SIGNED_IN)) {
      test(`${path} has no serious accessibility violations`, async ({
        page,
      }) => {
        await signInNewUser(page, 'axe', { full_name: 'Ada Axe' });
        await page.goto(path);
        await expectNoSeriousViolations(page, heading);
      });
    }

    for (const view of ['owner', 'shared'] as const) {
      test(`a plan page seen by its ${view === 'owner' ? 'owner' : 'share link'} has no serious accessibility violations`, async ({
        page,
        browser,
      }) => {
        const session = await signInNewUser(page, 'axe', {
          full_name: 'Ada Axe',
        });
        const headers = { authorization: `Bearer ${session.access_token}` };
        const created = await page.request.post('/api/plans', {
          headers,
          data: {
            location: DENVER,
            days: nextWeekDays(),
            interests: ['food', 'arts'],
          },
        });
        expect(created.status()).toBe(201);
        const { id } = (await created.json()) as { id: number };
        if (view === 'owner') {
          await page.goto(`/plan/${id}`);
          await expectNoSeriousViolations(page, /Plan/);
          return;
        }
        const share = await page.request.post(`/api/plans/${id}/share`, {
          headers,
        });
        const visitorContext = await browser.newContext({
          viewport: page.viewportSize(),
        });
        const visitor = await visitorContext.newPage();
        await visitor.goto(((await share.json()) as { path: string }).path);
        await expectNoSeriousViolations(visitor, /Plan/);
        await visitorContext.close();
      });
    }
  });
}
