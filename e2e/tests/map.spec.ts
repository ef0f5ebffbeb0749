import { expect, test, type Locator, type Page } from '@playwright/test';

import { nextWeekDays } from '../support/dates';
import { onDesktopAndPhone } from '../support/screens';
import { signInNewUser } from '../support/session';

const DENVER = { lat: 39.7392, lng: -104.9903, address: 'Denver, CO' };
const TILES_FAILED_NOTE =
  'The map background could not load; places and routes are still shown.';

// This machine has no internet: tiles fail and the markers must still show.
const blockTiles = (page: Page) =>
  page.route('https://tile.openstreetmap.org/**', (route) => route.abort());

/** Zooms into clusters until a single activity marker shows, then opens it. */
async function openFirstMarker(map: Locator, tap: boolean) {
  const single = map.locator('.leaflet-marker-icon:has(.wp-marker)').first();
  const cluster = map.locator('.leaflet-marker-icon:has(.wp-cluster)').first();
  await expect(single.or(cluster).first()).toBeVisible();
  for (let i = 0; i < 8 && !(await single.isVisible()); i += 1) {
    const before = await map.locator('.leaflet-marker-icon').count();
    await (tap ? cluster.tap() : cluster.click());
    await expect
      .poll(async () =>
        (await single.isVisible())
          ? -1
          : await map.locator('.leaflet-marker-icon').count(),
      )
      .not.toBe(before);
  }
  const name = await single.getAttribute('title');
  await (tap ? single.tap() : single.click());
  return name!;
}

onDesktopAndPhone((phone) => {
  test('browse shows activities as category-coloured markers and a marker opens its card', async ({
    page,
  }) => {
    await blockTiles(page);
    await page.goto('/activities');
    await expect(
      page
        .getByRole('list', { name: 'Activities' })
        .getByRole('article')
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Activities map' });
    await expect(map).toBeVisible();
    await expect(page.getByRole('list', { name: 'Activities' })).toHaveCount(0);
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(map.getByRole('status')).toHaveText(TILES_FAILED_NOTE);
    await expect(
      page
        .getByRole('list', { name: 'Map legend' })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(map.getByText('OpenStreetMap')).toBeVisible();

    const name = await openFirstMarker(map, phone);
    const popup = map.locator('.leaflet-popup');
    await expect(popup.getByRole('article', { name })).toBeVisible();
    await expect(
      popup.getByRole('button', { name: 'Add to favorites' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(
      page
        .getByRole('list', { name: 'Activities' })
        .getByRole('article')
        .first(),
    ).toBeVisible();
  });
});

test('the plan page maps its suggestions and a finalized day shows its route with distances', async ({
  page,
}) => {
  await blockTiles(page);
  const session = await signInNewUser(page, 'map', { full_name: 'Map Tester' });
  const headers = { authorization: `Bearer ${session.access_token}` };
  const days = nextWeekDays();
  const created = await page.request.post('/api/plans', {
    headers,
    data: {
      location: DENVER,
      days,
      interests: ['food', 'concerts', 'professional_sports', 'outdoors'],
    },
  });
  expect(created.status()).toBe(201);
  const plan = (await created.json()) as { id: number };

  await page.goto(`/plan/${plan.id}`);
  const grid = page.getByRole('list', { name: 'Suggested activities' });
  await expect(grid.getByRole('listitem').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Activities map' });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  const name = await openFirstMarker(map, false);
  const card = map.locator('.leaflet-popup').getByRole('article', { name });
  await expect(
    card.getByRole('button', { name: /^Add to Plans?$/ }),
  ).toBeVisible();

  const list = await page.request.get('/api/activities?limit=3&category=arts');
  const picks = ((await list.json()) as { id: number }[]).slice(0, 3);
  expect(picks).toHaveLength(3);
  const finalized = await page.request.post('/api/finalized-plans', {
    headers,
    data: {
      title: 'Route Day',
      start_date: days[0],
      end_date: days[1],
      selected_activities: picks.map((p, i) => ({
        activity_id: p.id,
        planned_date: days[0],
        planned_time: ['18:00', '10:00', '13:00'][i],
      })),
    },
  });
  expect(finalized.status()).toBe(201);

  await page.goto('/my-plans');
  await page.getByRole('button', { name: 'View Details' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Route Day' });
  await expect(
    dialog.getByRole('heading', { name: 'Route by Day' }),
  ).toBeVisible();
  const route = dialog.getByRole('region', { name: /^Route for / });
  await expect(route.locator('.wp-stop')).toHaveCount(3);
  await expect(route.getByRole('status')).toHaveText(TILES_FAILED_NOTE);
  await expect(route.locator('.wp-stop').first()).toHaveText('1');
  await expect(route.locator('.leaflet-overlay-pane path')).toHaveCount(1);
  await expect(route.locator('.wp-leg-label')).toHaveCount(2);
  const stops = dialog.getByRole('list', { name: /^Stops on / });
  await expect(stops.getByRole('listitem')).toHaveCount(3);
  await expect(stops.getByRole('listitem').first()).toContainText(
    /then \d+\.\d mi to the next stop/,
  );
});
