import { expect, test, type Locator, type Page } from '@playwright/test';

import { addDays, metroToday, longDay } from '../support/dates';
import { expectNoSideScroll } from '../support/layout';
import { signInNewUser } from '../support/session';

const signIn = (page: Page) =>
  signInNewUser(page, 'weather', { full_name: 'Wendy Weather' });

const PHONE_WIDTH = 375;

/** Signs in on a phone-wide screen, opens the page and finds the region. */
async function openOnPhone(page: Page, path: string, region: string) {
  await signIn(page);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await page.goto(path);
  const found = page.getByRole('region', { name: region });
  await expect(found).toBeVisible();
  return found;
}

const forecastDays = (region: Locator, list: string) =>
  region.getByRole('list', { name: list }).getByRole('listitem');

async function expectWithinPhone(element: Locator) {
  const box = await element.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH);
}

test('dashboard shows a 3-day Denver forecast that fits a 375 px screen', async ({
  page,
}) => {
  const widget = await openOnPhone(page, '/dashboard', 'Denver Weather');
  const days = forecastDays(widget, '3-day forecast');
  await expect(days).toHaveCount(3);
  await expect(days.first()).toContainText('Today · clear sky');
  await expect(widget.getByText('Estimate')).toHaveCount(0);
  await expectWithinPhone(widget);
  await expectNoSideScroll(page);
  await widget.screenshot({ path: 'e2e/artifacts/weather-widget-mobile.png' });
});

/** A plan for the next 8 days at a place, opened on a phone; its weather region. */
async function planWeatherAt(
  page: Page,
  location: { lat: number; lng: number },
) {
  const { access_token: token } = await signIn(page);
  const today = metroToday();
  const days = Array.from({ length: 8 }, (_, i) => addDays(today, i));
  const res = await page.request.post('/api/plans', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Weather check', location, days, interests: ['outdoors'] },
  });
  expect(res.ok()).toBe(true);
  const plan = await res.json();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/plan/${plan.id}`);
  const weather = page.getByRole('region', { name: 'Weather for your plan' });
  await expect(weather).toBeVisible();
  const day = (n: number) =>
    weather.getByRole('region', { name: longDay(days[n]!) });
  return { weather, day };
}

test('with no forecast reachable, plan days show typical weather and no day claims a forecast', async ({
  page,
}) => {
  // The fake forecast refuses the north of the metro.
  const { weather, day } = await planWeatherAt(page, {
    lat: 39.95,
    lng: -105.05,
  });
  await expect(weather.getByText('Estimate')).toBeVisible();
  await expect(day(0)).toContainText(
    /Typical for \w{3} \d{1,2}: high -?\d+°F, low -?\d+°F; precipitation /,
  );
  await expect(day(0)).toContainText(
    /Sunrise \d{1,2}:\d{2} AM · Sunset \d{1,2}:\d{2} PM/,
  );
  await expect(weather.getByText(/chance of precipitation/)).toHaveCount(0);
  await expect(weather.getByText(/Updated/)).toHaveCount(0);
  await expectNoSideScroll(page);
});

test('plan page weather covers 7 days with sunrise and sunset and says which days are beyond range', async ({
  page,
}) => {
  const { weather, day } = await planWeatherAt(page, {
    lat: 39.7392,
    lng: -104.9903,
  });
  await expect(weather.getByText('Estimate')).toHaveCount(0);
  await expect(day(0)).toContainText('High 48°F · Low 25°F');
  await expect(day(0)).toContainText('Sunrise 7:03 AM · Sunset 4:36 PM');
  await expect(day(6)).toContainText('High');
  await expect(day(7)).toContainText(
    'Weather forecast unavailable at this time for this day (beyond 7-day range)',
  );
  await expectNoSideScroll(page);
  await weather.screenshot({ path: 'e2e/artifacts/plan-weather-mobile.png' });
});

test('weather, placeholder and category images are served', async ({
  request,
}) => {
  const weather = await request.get('/api/weather?days=7');
  expect(weather.status()).toBe(200);
  const body = await weather.json();
  expect(body.forecast).toHaveLength(7);
  expect(body).toMatchObject({ is_estimate: false, source: 'open-meteo' });
  const north = await request.get('/api/weather?lat=39.95&lng=-105.05');
  expect(await north.json()).toMatchObject({
    is_estimate: true,
    kind: 'typical',
    fetched_at: null,
  });
  expect((await request.get('/api/weather?days=9')).status()).toBe(422);

  const placeholder = await request.get('/api/placeholder/120/80');
  expect(placeholder.headers()['content-type']).toContain('image/svg+xml');
  const image = await request.get('/images/categories/food.svg');
  expect(image.status()).toBe(200);
  expect(await image.text()).toContain('<svg');
});

test('location lookup answers with a Denver neighbourhood', async ({
  request,
}) => {
  const res = await request.post('/api/locations', {
    data: { latitude: 39.701, longitude: -104.968 },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ city: 'Denver', state: 'CO' });
});
