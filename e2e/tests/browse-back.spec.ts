import { expect, test } from '@playwright/test';

/** Where the user walkthrough was when it opened an activity. */
const LEFT_AT = 4770;

const scrollY = (page: import('@playwright/test').Page) =>
  page.evaluate(() => window.scrollY);

test('Back from an activity opens Browse with its pages at the same place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/activities');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Arts & Culture' }).click();
  await expect(page).toHaveURL(/\/activities\?category=arts$/);
  const grid = page.getByRole('list', { name: 'Activities' });
  await expect(
    grid.getByRole('listitem').first().getByText('Arts & Culture'),
  ).toBeVisible();

  // The second page may be fetched before the click (it is preloaded), so
  // the grid's own count says when it has arrived.
  await page.getByRole('button', { name: 'Load more' }).click();
  const showing = page.getByText(/^Showing 100 of [\d,]+$/);
  await expect(showing).toBeAttached();

  // The grid draws a screen ahead of the view: each scroll lets it grow.
  await expect
    .poll(() =>
      page.evaluate((y) => {
        window.scrollTo(0, y);
        return window.scrollY;
      }, LEFT_AT),
    )
    .toBe(LEFT_AT);

  // A card wholly in view, as the walkthrough clicked.
  const cards = grid.getByRole('article');
  let opened = -1;
  for (let i = 0, n = await cards.count(); i < n && opened < 0; i++) {
    const box = await cards.nth(i).boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= 800) opened = i;
  }
  // Past the 18 cards a fresh load draws at this size.
  expect(opened, 'a card in view at y=4770').toBeGreaterThan(18);
  const card = cards.nth(opened);
  const name = await card.getByRole('heading').innerText();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const pagesAsked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/activities?')) pagesAsked.push(req.url());
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/activities\?category=arts$/);
  await expect.poll(() => scrollY(page)).toBe(LEFT_AT);
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card).toBeInViewport({ ratio: 0.9 });
  // Both pages, from the cache: nothing asked again.
  await expect(showing).toBeAttached();
  expect(pagesAsked).toEqual([]);

  // A new visit from the menu is a new entry: it opens at the top.
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await page.getByRole('link', { name: 'Explore Activities' }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // Drawn as far as it goes for this view: a restore would have scrolled by now.
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  expect(await scrollY(page)).toBeLessThan(200);
});
