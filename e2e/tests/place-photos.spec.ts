import { expect, test } from '@playwright/test';

import { expectNoSideScroll } from '../support/layout';
import { PHONE } from '../support/screens';

test.use(PHONE);

// The run's fake Overpass answers Union Station with its Wikidata item; the
// background refresh then fetches its Commons photo from the fake Commons.
test('a place with a photo shows it with its author and licence, on its page', async ({
  page,
}) => {
  const search = await page.request.get(
    '/api/activities/search?q=Union%20Station',
  );
  const places = (await search.json()) as Array<{ id: number; name: string }>;
  const id = places.find((a) => a.name === 'Union Station')!.id;
  // The refresh runs in the background after start-up: wait for its photo.
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/activities/${id}`)).json())
          .photo_url as string | null,
      { timeout: 60_000 },
    )
    .toMatch(/^\/api\/places\/photos\//);

  await page.goto(`/activity/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Union Station',
  );
  const photo = page.getByRole('img', { name: 'Union Station' }).first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const credit = page.getByTestId('photo-credit');
  await expect(credit).toContainText('Photo: Jeffrey Beall, CC BY-SA 4.0');
  await expect(
    credit.getByRole('link', { name: 'Jeffrey Beall' }),
  ).toHaveAttribute(
    'href',
    'https://commons.wikimedia.org/wiki/File:Denver_Union_Station_2014.jpg',
  );
  await expect(
    credit.getByRole('link', { name: 'CC BY-SA 4.0' }),
  ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0');
  await expect(
    page.getByText(/^Denver Union Station is the main railway station/),
  ).toBeVisible();
  await expectNoSideScroll(page, 'a place page with a photo at 375 px');
});
