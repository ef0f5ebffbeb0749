import { expect, test, type Page } from '@playwright/test';

import { createDraftPlan, openPlanPage } from '../support/plans';
import { DESKTOP, PHONE } from '../support/screens';
import { signInNewUser } from '../support/session';

/** A finger dragged across `from` to `to` in steps, as the browser's own touch input. */
async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(from.x, from.y),
  });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(
        from.x + ((to.x - from.x) * step) / 5,
        from.y + ((to.y - from.y) * step) / 5,
      ),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
  });
}

test.describe('at 375 px with touch', () => {
  test.use(PHONE);

  test('a sideways swipe on a Browse card logs no passive-listener warning', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    const warnings: string[] = [];
    cdp.on('Log.entryAdded', ({ entry }) => warnings.push(entry.text));
    page.on('console', (message) => warnings.push(message.text()));
    await cdp.send('Log.enable');

    // Outdoor places have the swipeable card (games and shows open a dialog).
    await page.goto('/activities?category=outdoors');
    // Folded on a phone: the cards come first.
    await expect(page.getByRole('button', { name: /^Show filters/ })).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    const y = box.y + 60;
    // Right: the favorite toggle, which sends a signed-out visitor to sign in.
    await drag(
      page,
      { x: box.x + 40, y },
      { x: box.x + box.width - 40, y: y + 4 },
    );
    await expect(page).toHaveURL(/\/login/);
    expect(warnings.filter((w) => /preventDefault/.test(w))).toEqual([]);
  });
});

test.describe('a plan page at 375 px with touch', () => {
  test.use(PHONE);

  test('floats one button, Finalize, and no quick-actions dial over it', async ({
    page,
  }) => {
    const session = await signInNewUser(page, 'one-fab');
    const plan = await createDraftPlan(page, session);
    await openPlanPage(page, plan.id);
    await expect(
      page.getByRole('button', { name: /^Finalize Plan \(\d+\)$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Mobile navigation' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quick actions' })).toHaveCount(
      0,
    );
  });
});

test.describe('at 1280 px', () => {
  test.use(DESKTOP);

  test('an open dialog dims the side navigation too', async ({ page }) => {
    await signInNewUser(page, 'dim-nav');
    await page.goto('/feed');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    // Measured first: the open dialog hides the rest of the page from the accessibility tree.
    const navBox = (await nav.boundingBox())!;
    await page.getByRole('button', { name: 'Share your activity' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Share Your Activity' }),
    ).toBeVisible();
    // The dialog's layer (its dimmed backdrop and the container over it)
    // takes the point, not the navigation under it.
    const onTop = await page.evaluate(
      ({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return {
          inDialogLayer: hit?.closest('.MuiModal-root') != null,
          inNav: hit?.closest('nav') != null,
        };
      },
      { x: navBox.x + navBox.width / 2, y: navBox.y + navBox.height / 2 },
    );
    expect(onTop).toEqual({ inDialogLayer: true, inNav: false });
    const backdrop = page.locator('.MuiBackdrop-root').last();
    const dim = await backdrop.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { left: box.left, color: getComputedStyle(el).backgroundColor };
    });
    expect(dim.left).toBe(0);
    expect(dim.color).not.toBe('rgba(0, 0, 0, 0)');
  });
});
