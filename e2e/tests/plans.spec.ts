import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { addDays, metroToday, readableDay } from '../support/dates';
import { signInNewUser } from '../support/session';

const DENVER = { latitude: 39.7392, longitude: -104.9903 };

function weekday(date: string) {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const signIn = (page: Page) =>
  signInNewUser(page, 'plans', { full_name: 'Plan Tester' });

test.use({ geolocation: DENVER, permissions: ['geolocation'] });

test('create, filter, finalize, see on the calendar, export and copy a plan', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);

  const today = metroToday();
  // Tuesday to Thursday of next week: one calendar week, never today.
  const start = addDays(today, 9 - weekday(today));
  const days = [start, addDays(start, 1), addDays(start, 2)];

  await page.goto('/create');
  await expect(
    page.getByRole('heading', { name: 'Create Your Weekend Plan' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create My Weekend Plan' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please select at least one interest',
  );
  await page
    .getByRole('button', { name: 'Arts & Culture', exact: true })
    .click();
  await page
    .getByRole('button', { name: 'Food & Dining', exact: true })
    .click();
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await expect(page.getByText('Plans search around this place')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(
    /Denver/,
  );
  await page.getByLabel('Start Date').fill(days[0]!);
  await page.getByLabel('End Date').fill(days[2]!);
  await page.getByRole('button', { name: 'Create My Weekend Plan' }).click();
  await expect(page).toHaveURL(/\/plan\/\d+$/, { timeout: 30_000 });

  const grid = page.getByRole('list', { name: 'Suggested activities' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Arts and Culture Plan',
  );

  // Only arts, sorted by name.
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Arts & Culture', exact: true })
    .click();
  await page.getByLabel('Sort By').click();
  await page.getByRole('option', { name: 'Name A-Z' }).click();
  const names = await grid.getByRole('heading', { level: 3 }).allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(3);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  const picked = names.slice(0, 3);
  for (const name of picked) {
    await grid
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name, exact: true }),
      })
      .getByRole('button', { name: 'Add to Plans' })
      .click();
  }
  await page.getByRole('button', { name: 'Finalize Plan (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalize Your Plan' });
  await dialog.getByLabel('Plan Title').fill('Museum Days');
  const times = ['10:00', '14:30', '19:00'];
  for (const [i, name] of picked.entries()) {
    const group = dialog.getByRole('group', { name, exact: true });
    await group.getByRole('combobox').click();
    await page
      .getByRole('option', { name: readableDay(days[i]!), exact: true })
      .click();
    await dialog
      .getByLabel(`Time for ${name}`, { exact: true })
      .fill(times[i]!);
  }
  await dialog.getByRole('button', { name: 'Finalize Plan' }).click();
  await expect(dialog.getByText(/Plan finalized/)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  // The finalized draft is gone: Back skips its page rather than say 'Plan not found'.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/plan\//);

  await page.goto('/my-plans');
  await expect(
    page.getByRole('heading', { name: 'Your Finalized Plans (1)' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Museum Days' }),
  ).toBeVisible();
  await expect(page.getByText('3 planned activities')).toBeVisible();

  // Week view of next week.
  await page.getByRole('tab', { name: 'Calendar View' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  const week = page.getByRole('group', { name: 'Week' });
  const labels = ['10:00 AM', '2:30 PM', '7:00 PM'];
  for (const [i, name] of picked.entries()) {
    await expect(week.locator(`[data-date="${days[i]}"]`)).toContainText(
      `${labels[i]} ${name}`,
    );
  }
  // Month view.
  await page.getByRole('button', { name: 'Monthly' }).click();
  const month = page.getByRole('group', { name: 'Month' });
  for (const [i, name] of picked.entries()) {
    await expect(month.locator(`[data-date="${days[i]}"]`)).toContainText(
      `${labels[i]} ${name}`,
    );
  }
  // A month day opens the day view, sorted by time.
  await month
    .locator(`[data-date="${days[0]}"]`)
    .getByRole('button', { name: /: 1 activity planned$/ })
    .click();
  await expect(page.getByRole('list', { name: 'Day' })).toContainText(
    picked[0]!,
  );

  // Export: download the .ics and parse it.
  await page.getByRole('tab', { name: 'List View' }).click();
  await page.getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('button', { name: 'Export to Calendar' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export to Calendar' });
  await expect(
    exportDialog.getByRole('textbox', { name: 'Subscription link' }),
  ).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download .ics' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('museum-days.ics');
  const ics = readFileSync((await download.path())!, 'utf8').replace(
    /\r\n /g,
    '',
  );
  const events = ics.split('BEGIN:VEVENT').slice(1);
  expect(events).toHaveLength(3);
  for (const [i, name] of picked.entries()) {
    const event = events.find((e) =>
      e.includes(
        `DTSTART;TZID=America/Denver:${days[i]!.replace(/-/g, '')}T${times[i]!.replace(':', '')}00`,
      ),
    );
    expect(event, name).toBeDefined();
  }
  expect(ics).toContain('BEGIN:VTIMEZONE');
  await exportDialog
    .getByRole('button', { name: 'Close', exact: true })
    .last()
    .click();

  // Closing the export dialog returns to the plan's details.
  await expect(exportDialog).toHaveCount(0);
  // Copy the itinerary to the weekend after.
  const saturday = addDays(start, 11);
  await page.getByRole('button', { name: 'Copy Itinerary' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy Itinerary' });
  await expect(copy.getByLabel('Plan Title')).toHaveValue(
    'Copy of Museum Days',
  );
  await copy.getByLabel('Start Date').fill(saturday);
  await copy.getByLabel('End Date').fill(addDays(saturday, 1));
  await copy.getByRole('button', { name: 'Next' }).click();
  await copy
    .getByRole('checkbox', {
      name: new RegExp(picked[2]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    })
    .uncheck();
  await copy.getByRole('button', { name: 'Next' }).click();
  await expect(copy.getByText('2 of 3')).toBeVisible();
  await copy.getByRole('button', { name: 'Copy Itinerary' }).click();
  const copied = page.getByRole('dialog', { name: 'Copy of Museum Days' });
  const sunday = addDays(saturday, 1);
  await expect(copied).toContainText(
    `${readableDay(saturday)} - ${readableDay(sunday)}`,
  );
  await expect(copied).toContainText(`${readableDay(saturday)} at 10:00 AM`);
  await expect(copied).toContainText(`${readableDay(sunday)} at 2:30 PM`);
  await expect(copied).not.toContainText(picked[2]!);
  expect(errors).toEqual([]);
});

test('the create form note is read, and a day it names that the plan lacks is said', async ({
  page,
}) => {
  await signIn(page);
  const today = metroToday();
  // Tuesday to Thursday of next week: no Friday among them.
  const start = addDays(today, 9 - weekday(today));
  await page.goto('/create');
  await page
    .getByRole('button', { name: 'Food & Dining', exact: true })
    .click();
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(
    /Denver/,
  );
  await page.getByLabel('Start Date').fill(start);
  await page.getByLabel('End Date').fill(addDays(start, 2));
  await page.getByLabel(/Describe your ideal weekend/).fill('jazz on Friday');
  await page.getByRole('button', { name: 'Create My Weekend Plan' }).click();
  await expect(page).toHaveURL(/\/plan\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText('Jazz: 1 interest from your note')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'What your note asked that could not be met' })
      .getByRole('listitem'),
  ).toHaveText([
    "Friday is not one of this plan's days; events on its days are shown instead.",
  ]);
});

test('create and My Plans fit a 375 px phone without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );

  await page.goto('/create');
  await expect(
    page.getByRole('button', { name: 'Create My Weekend Plan' }),
  ).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.goto('/my-plans');
  await expect(page.getByText('No Plans Yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Calendar View' }).click();
  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(page.getByRole('group', { name: 'Month' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Weekly' }).click();
  const week = page.getByRole('group', { name: 'Week' });
  await expect(week).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // On a phone the week is a list of days, each as wide as the page.
  const sunday = week.locator('[data-date]').first();
  await expect(sunday).toContainText(/^Sun \d+$/);
  expect((await sunday.boundingBox())!.width).toBeGreaterThan(300);
});
