import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectBelowList, scrollToEnd } from '../support/layout';
import {
  createDraftPlan,
  openPlanPage,
  drawSuggestions,
} from '../support/plans';
import { PHONE } from '../support/screens';
import { signInNewUser } from '../support/session';

test.use(PHONE);

/** Room the page's own bottom padding and a card's inner padding may take. */
const PADDING_ALLOWANCE = 120;

/**
 * The page's scroll height and the lowest point of anything a person can see
 * in its flow: text, images, icons and controls, but not boxes that only hold
 * them (a stretched invisible box is exactly what made the blank area).
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const isFixed = (el: Element | null) => {
      for (let e = el; e; e = e.parentElement) {
        if (getComputedStyle(e).position === 'fixed') return true;
      }
      return false;
    };
    const seen = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !isFixed(el);
    let bottom = 0;
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !seen(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.height > 0) bottom = Math.max(bottom, rect.bottom);
    }
    for (const el of Array.from(
      document.querySelectorAll(
        'img, svg, canvas, video, input, button, select, textarea',
      ),
    )) {
      const rect = el.getBoundingClientRect();
      if (rect.height > 1 && seen(el)) bottom = Math.max(bottom, rect.bottom);
    }
    return {
      contentBottom: bottom + window.scrollY,
      scrollHeight: document.documentElement.scrollHeight,
    };
  });
}

/** How much of the screen's foot the bottom navigation and its dial take. */
async function chromeReserve(page: Page) {
  const nav = await page
    .getByRole('navigation', { name: 'Mobile navigation' })
    .boundingBox();
  const dial = await page
    .getByRole('button', { name: 'Quick actions' })
    .boundingBox();
  return page.viewportSize()!.height - Math.min(nav!.y, dial!.y);
}

const PAGES = [
  {
    path: '/home',
    forecast: '5-day forecast',
    days: 5,
    last: (page: Page) =>
      page
        .getByRole('list', { name: 'Cultural Experiences', exact: true })
        .getByRole('listitem'),
  },
  {
    path: '/dashboard',
    forecast: '3-day forecast',
    days: 3,
    last: (page: Page) =>
      page
        .getByRole('region', { name: /Smart Recommendations/ })
        .getByRole('article'),
  },
];

for (const { path, forecast, days, last } of PAGES) {
  test(`${path} ends where its content ends`, async ({ page }) => {
    await signInNewUser(page, 'page-end');
    await page.goto(path);
    // The weather's screen-reader labels were what stretched the page.
    await expect(
      page.getByRole('list', { name: forecast }).getByRole('listitem'),
    ).toHaveCount(days);
    await expect(last(page).first()).toBeVisible();
    const reserve = await chromeReserve(page);
    const { contentBottom, scrollHeight } = await measure(page);
    expect(
      scrollHeight - contentBottom,
      `${path}: ${scrollHeight}px page, content ends at ${contentBottom}px`,
    ).toBeLessThanOrEqual(reserve + PADDING_ALLOWANCE);
  });
}

test('the plan page floats Finalize Plan whole, and the last card scrolls out from under it', async ({
  page,
}) => {
  const session = await signInNewUser(page, 'fab-phone');
  const plan = await createDraftPlan(page, session, { interests: ['arts'] });
  const grid = await openPlanPage(page, plan.id);
  // The day buttons wrap onto a second row; each keeps its own left border
  // and rounded corners, rather than being joined to the one before it.
  const days = page
    .getByRole('group', { name: 'Plan days' })
    .getByRole('button');
  await expect(days).toHaveCount(4);
  for (const day of await days.all()) {
    const edge = await day.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        margin: style.marginLeft,
        visibleLeftBorder: style.borderLeftColor !== 'rgba(0, 0, 0, 0)',
        sameCorners: style.borderTopLeftRadius === style.borderTopRightRadius,
      };
    });
    expect(edge).toEqual({
      margin: '0px',
      visibleLeftBorder: true,
      sameCorners: true,
    });
  }
  await grid.getByRole('button', { name: 'Add to Plans' }).first().tap();
  const finalize = page.getByRole('button', { name: 'Finalize Plan (1)' });
  await expect(finalize).toBeVisible();
  await expectWholeLabel(finalize);

  // Scrolled to the end, the last card comes out from under the button.
  await drawSuggestions(page);
  await scrollToEnd(page);
  await expectBelowList(finalize, grid);

});

/** A button's label is not cut off ('Finalize Plar'). */
async function expectWholeLabel(button: Locator) {
  const { scroll, client } = await button.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test('the feed floats its Share alone; the My Plans calendar floats nothing over its entries on a phone', async ({
  page,
}) => {
  await signInNewUser(page, 'fab-feed');
  const dial = page.getByRole('button', { name: 'Quick actions' });
  await page.goto('/feed');
  const share = page.getByRole('button', { name: 'Share your activity' });
  await expect(share).toBeVisible();
  await expect(share).toHaveText('Share');
  // The dial is drawn with the bottom navigation; once that is in, Share is
  // the feed's only floating button, not one of two '+' over the posts.
  await expect(
    page.getByRole('navigation', { name: 'Mobile navigation' }),
  ).toBeVisible();
  await expect(dial).toHaveCount(0);
  await share.tap();
  await expect(
    page.getByRole('dialog', { name: 'Share Your Activity' }),
  ).toBeVisible();

  await page.goto('/my-plans');
  await page.getByRole('tab', { name: 'Calendar View' }).tap();
  // No floating New Plan over the week's entries: the header's is in view.
  await expect(page.getByRole('link', { name: 'New Plan' })).toBeInViewport();
  await expect(
    page.getByRole('link', { name: 'Create a new plan' }),
  ).toHaveCount(0);
  await expect(dial).toBeVisible();
});
