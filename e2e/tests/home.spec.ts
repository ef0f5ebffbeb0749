import { expect, test, type Page } from '@playwright/test';

import { signInNewUser } from '../support/session';

const signIn = (page: Page) =>
  signInNewUser(page, 'home', { username: null, full_name: 'Casey Home' });

const CAROUSELS = ['Culinary', 'Live Entertainment', 'Cultural Experiences'];

test('home shows the forecast and three populated carousels at the device location', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 39.7527, longitude: -104.9992 });
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByText('Using your location')).toBeVisible();
  await expect(
    page.getByRole('list', { name: '5-day forecast' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(
    page.getByRole('heading', { name: 'Available Now' }),
  ).toBeVisible();
  for (const name of CAROUSELS) {
    const list = page.getByRole('list', { name, exact: true });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(1);
  }
  await expect(
    page.getByRole('heading', { name: 'Quick Plan Templates' }),
  ).toBeVisible();

  // Food places wear the restaurant card, which opens the restaurant dialog.
  const culinary = page.getByRole('list', { name: 'Culinary', exact: true });
  const card = culinary.getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('heading', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Directions' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('home falls back to Denver when location is denied', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByText('Location not detected')).toBeVisible();
  await expect(
    page.getByText(/Location permission denied by user/),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: '5-day forecast' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(
    page
      .getByRole('list', { name: 'Culinary', exact: true })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
});

test('the template dialog checks its fields', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await page.getByRole('button', { name: /Date Night/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Date Night' });
  await expect(dialog.getByLabel('Search Distance (miles)')).toHaveValue('10');
  await dialog.getByRole('button', { name: 'Create My Plan' }).click();
  await expect(
    dialog.getByText('Please fill in all required fields'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a return visit draws home with the styles kept from the last one', async ({
  page,
}) => {
  await signIn(page);
  // The same boxes on every visit: a heading, a card and a template button.
  const looks = async () => {
    const culinary = page.getByRole('list', { name: 'Culinary', exact: true });
    const boxes = [
      page.getByRole('heading', { name: 'Available Now' }),
      culinary.getByRole('article').first(),
      page.getByRole('heading', { name: 'Quick Plan Templates' }),
    ];
    const styles: string[] = [];
    for (const box of boxes) {
      await expect(box).toBeVisible();
      styles.push(
        await box.evaluate((el) => {
          const s = getComputedStyle(el);
          return [
            s.display,
            s.fontSize,
            s.fontWeight,
            s.color,
            s.backgroundColor,
            s.borderRadius,
            s.boxShadow,
          ].join(' | ');
        }),
      );
    }
    return styles;
  };
  await page.goto('/home');
  const first = await looks();
  // Leaving the page keeps its rules; the next visit adds them back in parts.
  for (const visit of ['second', 'third']) {
    // Left for a page of the same site that runs no app, until the kept
    // rules have reached storage: a busy browser may write them late.
    await page.goto('/favicon.svg');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) =>
            key.startsWith('kept-styles '),
          ),
        ),
      )
      .toBe(true);
    await page.goto('/home');
    expect(await looks(), visit).toEqual(first);
    expect(
      await page.locator('style[data-kept-styles]').count(),
      visit,
    ).toBeGreaterThan(1);
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('home does not scroll sideways', async ({ page }) => {
    await signIn(page);
    await page.goto('/home');
    await expect(
      page
        .getByRole('list', { name: 'Culinary', exact: true })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () =>
        document.documentElement.scrollWidth -
        document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
