import { expect, test, type Page } from '@playwright/test';

import { expectApart, expectNoSideScroll } from '../support/layout';
import { PHONE } from '../support/screens';
import { signInNewUser } from '../support/session';

const signIn = (page: Page) =>
  signInNewUser(page, 'browse', { username: null, full_name: 'Robin Browse' });

type Listed = { name: string; start_time: string | null };

/** The first activity the list call answers for `query`. */
async function firstListed(page: Page, query: string): Promise<Listed> {
  const res = await page.request.get(`/api/activities?limit=1&${query}`);
  expect(res.ok()).toBe(true);
  const [first] = (await res.json()) as Listed[];
  return first!;
}

const listCall = (page: Page, sort: string) =>
  page.waitForRequest(
    (req) =>
      req.url().includes('/api/activities?') &&
      new URL(req.url()).searchParams.get('sort') === sort,
  );

test('browse filters narrow the grid on the server', async ({ page }) => {
  await page.goto('/activities');
  const grid = page.getByRole('list', { name: 'Activities' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // The chip counts every match, not just the loaded page.
  const total = page.getByText(/^\d{1,3}(,\d{3})+ activities$/);
  await expect(total).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Outdoor Activities' }).click();
  await expect(
    grid.getByRole('listitem').first().getByText('Outdoor Activities'),
  ).toBeVisible();
  const cards = grid.getByRole('article');
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    await expect(cards.nth(i).getByText('Outdoor Activities')).toBeVisible();
  }

  await page
    .getByRole('textbox', { name: 'Search activities' })
    .fill('zzqqxxnotaplace');
  await expect(page.getByText('No activities found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(total).toBeVisible();
});

test('restaurant cards: buttons span their text, a price shows, and Back keeps the filter', async ({
  page,
}) => {
  await page.goto('/activities');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Food & Dining' }).click();
  const cards = page
    .getByRole('list', { name: 'Activities' })
    .getByRole('article');
  // The unfiltered grid opens on bars; the food grid has restaurant cards.
  await expect(cards.filter({ hasText: 'Bars & Nightlife' })).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 4; i++) {
    const card = cards.nth(i);
    const title = await card.getByRole('heading').boundingBox();
    const button = await card
      .getByRole('button', { name: 'View Details' })
      .boundingBox();
    expect(Math.abs(button!.x - title!.x), `card ${i}`).toBeLessThan(1);
    expect(
      Math.abs(button!.x + button!.width - (title!.x + title!.width)),
      `card ${i}`,
    ).toBeLessThan(1);
  }
  // The catalogue's restaurants list no price level: the typical one shows.
  await expect(
    cards.first().getByText('Price: Price not listed, typically $15-35'),
  ).toBeAttached();

  await cards.first().getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/activities\?category=food$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(
    'Food & Dining',
  );
  await expect(cards.filter({ hasText: 'Bars & Nightlife' })).toHaveCount(0);

  // The detail page's own way back keeps the filter too.
  await cards.first().getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('link', { name: 'Browse Activities' }).click();
  await expect(page).toHaveURL(/\/activities\?category=food$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(
    'Food & Dining',
  );
});

test('anonymous favorite goes to sign-in', async ({ page }) => {
  await page.goto('/activities');
  const grid = page.getByRole('list', { name: 'Activities' });
  await grid.getByRole('button', { name: 'Add to favorites' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a card opens the activity detail page and a signed-in user can review it', async ({
  page,
}) => {
  await signIn(page);
  // A place: the default order opens on events, whose page has no hours.
  await page.goto('/activities?sort=name');
  const grid = page.getByRole('list', { name: 'Activities' });
  const card = grid.getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  // The catalogue lists no hours for it: one quiet line, no empty card.
  await expect(page.getByText('Hours not available')).toBeVisible();

  const reviewForm = page.getByRole('form', { name: 'Post Review' });
  await reviewForm.locator('label').filter({ hasText: '4 Stars' }).click();
  await expect(
    reviewForm.getByRole('radio', { name: '4 Stars' }),
  ).toBeChecked();
  await page
    .getByRole('textbox', { name: 'Your review' })
    .fill('Friendly staff and a good patio.');
  await page.getByRole('button', { name: 'Post Review' }).click();
  await expect(
    page
      .getByRole('article', { name: /Review by/ })
      .getByText('Friendly staff and a good patio.'),
  ).toBeVisible();
  await expect(page.getByText('4.0 (1)').first()).toBeVisible();
});

test('Sort by orders the list on the server and keeps the order through Back', async ({
  page,
}) => {
  const soonest = await firstListed(page, 'sort=start_time');
  expect(soonest.start_time, 'an upcoming event is listed').not.toBeNull();
  const byName = await firstListed(page, 'sort=name');

  await page.goto('/activities');
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  const cards = page
    .getByRole('list', { name: 'Activities' })
    .getByRole('article');
  // The page opens on what is on soonest, not on '#vybe'.
  await expect(sortBy).toHaveText('Soonest events');
  await expect(cards.first()).toHaveAttribute('aria-label', soonest.name);
  const total = page.getByText(/^\d{1,3}(,\d{3})+ activities$/);
  await expect(total).toBeVisible();
  const counted = await total.innerText();

  await sortBy.click();
  await page.getByRole('option', { name: 'Name A–Z' }).click();
  await expect(page).toHaveURL(/\/activities\?sort=name$/);
  await expect(cards.first()).toHaveAttribute('aria-label', byName.name);
  // Another order, the same matches.
  await expect(total).toHaveText(counted);
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();

  await cards.first().getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/activities\?sort=name$/);
  await expect(sortBy).toHaveText('Name A–Z');
  await expect(cards.first()).toHaveAttribute('aria-label', byName.name);

  // By keyboard: the list opens on the chosen order; one up is Top rated.
  const rated = listCall(page, 'rating');
  await sortBy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Name A–Z' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await rated;
  await expect(page).toHaveURL(/\/activities\?sort=rating$/);
  await expect(sortBy).toBeFocused();

  // Typed text is matched first; Best match is its default, so left out.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Soonest events' }).click();
  await expect(page).toHaveURL(/\/activities$/);
  const matched = listCall(page, 'relevance');
  await page.getByRole('textbox', { name: 'Search activities' }).fill('jazz');
  expect(new URL((await matched).url()).searchParams.get('search')).toBe(
    'jazz',
  );
  await expect(sortBy).toHaveText('Best match');
  await expect(page).toHaveURL(/\/activities\?q=jazz$/);
});

test.describe('with the position shared', () => {
  test.use({
    geolocation: { latitude: 39.7527, longitude: -104.9992 },
    permissions: ['geolocation'],
  });

  test('Nearest measures from the user, asked only once chosen', async ({
    page,
  }) => {
    let asked = false;
    await page.exposeFunction('positionAsked', () => {
      asked = true;
    });
    await page.addInitScript(() => {
      const ask = navigator.geolocation.getCurrentPosition.bind(
        navigator.geolocation,
      );
      navigator.geolocation.getCurrentPosition = (...args) => {
        void (
          window as unknown as { positionAsked: () => void }
        ).positionAsked();
        ask(...args);
      };
    });
    await page.goto('/activities');
    const cards = page
      .getByRole('list', { name: 'Activities' })
      .getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(asked, 'no prompt on opening Browse').toBe(false);

    const nearest = listCall(page, 'distance');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Nearest' }).click();
    const sent = new URL((await nearest).url()).searchParams;
    expect([sent.get('lat'), sent.get('lng')]).toEqual(['39.753', '-104.999']);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(
      'Nearest to you',
    );
    await expect(page).toHaveURL(/\/activities\?sort=distance$/);
    const closest = await firstListed(
      page,
      'sort=distance&lat=39.753&lng=-104.999',
    );
    await expect(cards.first()).toHaveAttribute('aria-label', closest.name);
  });
});

test('Nearest measures from downtown Denver when the position is refused', async ({
  page,
}) => {
  // As a user who answers the prompt with Block.
  await page.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = (_ok, fail) =>
      fail?.({ code: 1 } as GeolocationPositionError);
  });
  await page.goto('/activities?sort=distance');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(
    'Nearest to downtown Denver',
  );
  const closest = await firstListed(
    page,
    'sort=distance&lat=39.7392&lng=-104.9903',
  );
  await expect(
    page.getByRole('list', { name: 'Activities' }).getByRole('article').first(),
  ).toHaveAttribute('aria-label', closest.name);
});

test('about page lists the data sources', async ({ page }) => {
  await page.goto('/about');
  await expect(
    page.getByRole('heading', { name: 'About and Credits' }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
});

test.describe('at 375 px with touch', () => {
  test.use(PHONE);

  test('a tap on a card opens its bottom sheet', async ({ page }) => {
    // A place's card: concerts and games open a dialog of their own.
    await page.goto('/activities?sort=name');
    const card = page
      .getByRole('list', { name: 'Activities' })
      .getByRole('article')
      .first();
    const name = (await card.getAttribute('aria-label'))!;
    await expect(card.getByText('Tap for details')).toBeVisible();
    await card.getByRole('heading').tap();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Directions' })).toBeVisible();
    await page.touchscreen.tap(187, 20);
    await expect(sheet).toBeHidden();
    const overflow = await page.evaluate(
      () =>
        document.documentElement.scrollWidth -
        document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a card's buttons keep their words on one line", async ({ page }) => {
    await signIn(page);
    // A bar's card: two buttons side by side, the narrowest footer.
    await page.goto('/activities?category=nightlife');
    const card = page
      .getByRole('list', { name: 'Activities' })
      .getByRole('article')
      .first();
    const add = card.getByRole('button', { name: /^Add to My Plans: / });
    await expect(add).toBeVisible();
    // Each text run inside the button draws one box per line it takes.
    const lines = await add.evaluate((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      let most = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        most = Math.max(most, range.getClientRects().length);
      }
      return most;
    });
    expect(lines).toBe(1);
    await expectNoSideScroll(page, 'Browse card buttons at 375 px');
  });

  test('the sort sits beside the count and works by touch', async ({
    page,
  }) => {
    await page.goto('/activities');
    const total = page.getByText(/^\d{1,3}(,\d{3})+ activities$/);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await expect(total).toBeVisible();
    await expect(sortBy).toBeVisible();
    expectApart(
      await total.boundingBox(),
      await sortBy.boundingBox(),
      'count chip and Sort by',
    );
    await sortBy.tap();
    await page.getByRole('option', { name: 'Top rated' }).tap();
    await expect(page).toHaveURL(/\/activities\?sort=rating$/);
    await expect(sortBy).toHaveText('Top rated');
    await expectNoSideScroll(page, 'Browse at 375 px');
  });

  test('the activity detail page fits the screen', async ({ page }) => {
    const list = await page.request.get(
      '/api/activities?limit=1&category=food',
    );
    const [activity] = await list.json();
    await page.goto(`/activity/${activity.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    const overflow = await page.evaluate(
      () =>
        document.documentElement.scrollWidth -
        document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
