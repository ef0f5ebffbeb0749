import { expect, test } from '@playwright/test';

import { signInPerson } from '../support/session';

/** A real 2x2 PNG; the server re-encodes it like any upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('friends see a friends-only post with its photos; others do not', async ({
  browser,
}) => {
  const ann = await signInPerson(browser, 'ann', 'Ann Social');
  const ben = await signInPerson(browser, 'ben', 'Ben Social');
  const cat = await signInPerson(browser, 'cat', 'Cat Stranger');

  await ann.page.goto('/friends');
  await ann.page.getByLabel('Find people').fill(ben.username);
  await ann.page
    .getByRole('button', { name: `Add Friend: ${ben.name}` })
    .click();
  await expect(ann.page.getByText('Friend request sent')).toBeVisible();
  // The search result follows: no second request to send.
  await expect(
    ann.page.getByRole('button', { name: `Requested: ${ben.name}` }),
  ).toBeDisabled();

  await expect(
    ann.page.getByRole('button', { name: 'Notifications', exact: true }),
  ).toBeVisible();

  await ben.page.goto('/friends');
  await expect(
    ben.page.getByRole('button', { name: 'Notifications, 1 unread' }),
  ).toBeVisible();
  await ben.page.getByRole('button', { name: `Accept ${ann.name}` }).click();
  const benFriends = ben.page.getByRole('region', { name: 'Your friends' });
  await expect(benFriends.getByText(ann.name)).toBeVisible();
  // Answered, so the request no longer waits in Ben's bell.
  await expect(
    ben.page.getByRole('button', { name: 'Notifications', exact: true }),
  ).toBeVisible();

  // Pushed to Ann's open page: no reload.
  const annBell = ann.page.getByRole('button', {
    name: 'Notifications, 1 unread',
  });
  await expect(annBell).toBeVisible();
  await annBell.click();
  const popover = ann.page.getByRole('dialog', { name: 'Notifications' });
  await popover
    .getByRole('button', { name: /^Friend request accepted/ })
    .click();
  await expect(ann.page).toHaveURL(/\/friends$/);
  await expect(
    ann.page.getByRole('button', { name: 'Notifications', exact: true }),
  ).toBeVisible();

  await ann.page.goto('/feed');
  await expect(ann.page.getByText('No posts yet')).toBeVisible();
  await ann.page.getByRole('button', { name: 'Share your activity' }).click();
  const dialog = ann.page.getByRole('dialog', { name: 'Share Your Activity' });
  await expect(
    dialog.getByRole('button', { name: 'Share Post' }),
  ).toBeDisabled();
  await dialog.getByLabel('Title').fill('Sunrise at Red Rocks');
  await dialog.getByLabel('Add photos').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: PNG },
    { name: 'two.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(dialog.getByText('Photos (2/5)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Share Post' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    ann.page.getByRole('article', { name: 'Sunrise at Red Rocks' }),
  ).toBeVisible();

  await ben.page.goto('/feed');
  const post = ben.page.getByRole('article', { name: 'Sunrise at Red Rocks' });
  await expect(post.getByText('Friends', { exact: true })).toBeVisible();
  const photos = post.getByRole('img');
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }

  await cat.page.goto('/feed');
  await expect(cat.page.getByText('No posts yet')).toBeVisible();
  await expect(cat.page.getByText('Sunrise at Red Rocks')).toHaveCount(0);

  await Promise.all([ann, ben, cat].map((p) => p.context.close()));
});
