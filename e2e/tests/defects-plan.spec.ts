import { expect, test, type Locator, type Page } from '@playwright/test';

import {
  addDays,
  metroDay,
  metroToday,
  longDay,
  readableDay,
} from '../support/dates';
import { expectBelowList, scrollToEnd } from '../support/layout';
import {
  bearer,
  createDraftPlan,
  fetchPlan,
  openPlanPage,
  drawSuggestions,
  type PlanActivity,
} from '../support/plans';
import { DESKTOP, PHONE } from '../support/screens';
import { signInNewUser } from '../support/session';

const hasHours = (a: PlanActivity) =>
  Boolean(a.business_hours && Object.keys(a.business_hours).length > 0);

/** What the weather section of one day says, read from the page. */
async function readDayWeather(section: Locator) {
  const summary = await section
    .getByText(/High -?\d+°F · Low -?\d+°F/)
    .innerText();
  const [, high, low] = /High (-?\d+)°F · Low (-?\d+)°F/.exec(summary)!;
  const advice = await section.getByRole('listitem').allInnerTexts();
  return { high: Number(high), low: Number(low), advice: advice.join('\n') };
}

test('a plan day button shows that day’s weather and the activities that fit it', async ({
  page,
}) => {
  const session = await signInNewUser(page, 'plan-days');
  const today = metroToday();
  // Within the forecast range, so every day has advice to check.
  const days = [1, 2, 3].map((n) => addDays(today, n));
  const { id } = await createDraftPlan(page, session, {
    days,
    interests: ['professional_sports', 'concerts'],
  });
  const { activities } = await fetchPlan(page, session, id);
  const events = activities.filter((a) => a.start_time);
  expect(events.length).toBeGreaterThan(0);
  const eventsOn = (day: string) =>
    events.filter((a) => metroDay(a.start_time!) === day);
  const day = [...days].sort(
    (a, b) => eventsOn(b).length - eventsOn(a).length,
  )[0]!;
  const unknownHours = activities.filter((a) => !a.start_time && !hasHours(a));
  const elsewhere = events.filter((a) => metroDay(a.start_time!) !== day);

  const grid = await openPlanPage(page, id);
  const weather = page.getByRole('region', { name: 'Weather for your plan' });
  for (const d of days) {
    await expect(
      weather.getByRole('region', { name: longDay(d) }),
    ).toBeVisible();
  }

  const dayButtons = page.getByRole('group', { name: 'Plan days' });
  await dayButtons.getByRole('button', { name: readableDay(day) }).click();
  await expect(
    dayButtons.getByRole('button', { name: readableDay(day) }),
  ).toHaveAttribute('aria-pressed', 'true');
  await drawSuggestions(page, { showMore: true });

  await expect(weather.getByRole('region')).toHaveCount(1);
  await expect(
    weather.getByRole('region', { name: longDay(day) }),
  ).toBeVisible();

  const items = grid.getByRole('listitem');
  for (const event of eventsOn(day)) {
    await expect(items.filter({ hasText: event.name }).first()).toBeVisible();
  }
  // A show on this day and another may share a name; only the others must go.
  const onDay = new Set(eventsOn(day).map((e) => e.name));
  for (const event of elsewhere.filter((e) => !onDay.has(e.name))) {
    await expect(items.filter({ hasText: event.name })).toHaveCount(0);
  }
  await expect(
    grid.locator(':scope > li > p', { hasText: 'Hours not available' }),
  ).toHaveCount(unknownHours.length);
  // Every match is drawn; the plan's whole count follows when some are left out.
  const showing = await page
    .getByText(/^Showing \d+ of \d+ activities( \(\d+ in this plan\))?$/)
    .innerText();
  const [, drawn, shown, inPlan] =
    /Showing (\d+) of (\d+) activities(?: \((\d+))?/.exec(showing)!;
  expect(drawn).toBe(shown);
  expect(Number(inPlan ?? shown)).toBe(activities.length);
  expect(Number(shown)).toBeLessThanOrEqual(
    activities.length - elsewhere.length,
  );
  expect(Number(shown)).toBeGreaterThanOrEqual(
    eventsOn(day).length + unknownHours.length,
  );

  // Every day's advice agrees with its own temperatures.
  for (const d of days) {
    await dayButtons.getByRole('button', { name: readableDay(d) }).click();
    const section = weather.getByRole('region', { name: longDay(d) });
    await expect(section.getByText(/High -?\d+°F/)).toBeVisible();
    const { high, low, advice } = await readDayWeather(section);
    const freezing = /Below freezing|Snow expected/.test(advice);
    const mild = advice.includes('Mild temperatures');
    expect(freezing && mild, advice).toBe(false);
    if (low < 32) expect(freezing, `${d}: low ${low}`).toBe(true);
    if (mild) {
      expect(high).toBeGreaterThanOrEqual(50);
      expect(high).toBeLessThanOrEqual(80);
    }
  }
  await dayButtons.getByRole('button', { name: 'All Days' }).click();
  await expect(weather.getByRole('region')).toHaveCount(days.length);
});

/** Adds the first `count` suggestions and opens the Finalize dialog. */
async function finalizeDialog(page: Page, grid: Locator, count: number) {
  const add = grid.getByRole('button', { name: 'Add to Plans' });
  for (let i = 0; i < count; i++) await add.first().click();
  await page.getByRole('button', { name: `Finalize Plan (${count})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalize Your Plan' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * A time field shows its whole value when its box is at least as wide as
 * the field wants to be. (Its scrollWidth says nothing: the digits live in
 * the browser's own shadow tree.)
 */
async function expectWholeTime(field: Locator, label: string) {
  await expect(field).toBeVisible();
  const { width, wanted } = await field.evaluate((el: HTMLInputElement) => {
    const width = el.getBoundingClientRect().width;
    const before = el.style.width;
    el.style.width = 'max-content';
    const wanted = el.getBoundingClientRect().width;
    el.style.width = before;
    return { width, wanted };
  });
  expect(width, `${label}: ${width}px for ${wanted}px`).toBeGreaterThanOrEqual(
    wanted,
  );
}

for (const [name, use] of [
  ['375 px with touch', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test.describe(`at ${name}`, () => {
    test.use({ ...use, locale: 'en-US' });

    test('Finalize and Edit Plan show the whole time', async ({ page }) => {
      const session = await signInNewUser(page, 'times');
      const plan = await createDraftPlan(page, session, {
        interests: ['arts'],
      });
      const grid = await openPlanPage(page, plan.id);
      const dialog = await finalizeDialog(page, grid, 1);
      const time = dialog.getByLabel(/^Time for /);
      await time.fill('10:00');
      await expect(time).toHaveValue('10:00');
      await expectWholeTime(time, 'Finalize');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const [activity] = (await fetchPlan(page, session, plan.id)).activities;
      const finalized = await page.request.post('/api/finalized-plans', {
        headers: bearer(session),
        data: {
          title: 'Gallery Morning',
          start_date: plan.days[0],
          end_date: plan.days.at(-1),
          selected_activities: [
            {
              activity_id: activity!.id,
              planned_date: plan.days[0],
              planned_time: '10:00',
            },
          ],
        },
      });
      expect(finalized.status()).toBe(201);
      await page.goto('/my-plans');
      await page.getByRole('button', { name: 'View Details' }).click();
      await page.getByRole('button', { name: 'Edit Plan' }).click();
      const edit = page.getByRole('dialog', { name: /^Edit Plan/ });
      const editTime = edit.getByLabel(`Time for ${activity!.name}`, {
        exact: true,
      });
      await expect(editTime).toHaveValue('10:00');
      await expectWholeTime(editTime, 'Edit Plan');
    });
  });
}

test('the estimated cost counts every activity and is shown against the budget', async ({
  page,
}) => {
  const session = await signInNewUser(page, 'cost');
  const start = addDays(metroToday(), 7);
  const plan = await createDraftPlan(page, session, {
    days: [start, addDays(start, 1)],
    // Bars: public art, the nearest arts places, is free and costs nothing.
    interests: ['nightlife'],
    budget: 100,
    budget_type: 'per_day',
  });
  const grid = await openPlanPage(page, plan.id);
  const dialog = await finalizeDialog(page, grid, 2);
  const summary = dialog.getByRole('status');
  await expect(summary).toContainText('Budget: $100 per day ($200 total)');
  const [, amount] = /Estimated total: \$(\d+\.\d\d)/.exec(
    await summary.innerText(),
  )!;
  expect(Number(amount)).toBeGreaterThan(0);

  await dialog.getByLabel('Plan Title').fill('Two Bars');
  await dialog.getByRole('button', { name: 'Finalize Plan' }).click();
  await expect(dialog.getByText(/Plan finalized/)).toBeVisible();
  await page.goto('/my-plans');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Two Bars' }) });
  await expect(card.getByText(`Est. $${amount}`)).toBeVisible();
  await expect(card.getByText('Est. $0.00')).toHaveCount(0);
});

test('on a desktop the Finalize button leaves every card’s buttons reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const session = await signInNewUser(page, 'fab-desktop');
  const plan = await createDraftPlan(page, session, { interests: ['arts'] });
  const grid = await openPlanPage(page, plan.id);
  const finalize = page.getByRole('button', { name: /^Finalize Plan \(/ });

  await drawSuggestions(page);
  await scrollToEnd(page);
  await expectBelowList(finalize, grid);

  // Each button of the last cards can be brought out from under it: a trial
  // click scrolls to the button and fails if something else would get the hit.
  const cards = grid.getByRole('listitem');
  const count = await cards.count();
  for (let i = Math.max(0, count - 3); i < count; i++) {
    for (const button of await cards.nth(i).getByRole('button').all()) {
      await button.click({ trial: true });
    }
  }
});
