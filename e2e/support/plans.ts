import { expect, type Page } from '@playwright/test';

import { addDays, metroToday } from './dates';
import { scrollWhileDrawing } from './layout';
import type { Session } from './session';

/** The map centre of downtown Denver, where plans fall back to. */
export const DOWNTOWN = { lat: 39.7392, lng: -104.9903 };

export const bearer = (session: Session) => ({
  authorization: `Bearer ${session.access_token}`,
});

export type PlanActivity = {
  id: number;
  name: string;
  category: string;
  start_time: string | null;
  business_hours: Record<string, string[]> | null;
};

export type Plan = {
  id: number;
  title: string;
  days: string[];
  location: { lat: number | null; lng: number | null; address: string | null };
  activities: PlanActivity[];
};

/**
 * A draft plan made through the API: three days from the day after
 * tomorrow, downtown, $100 a day, unless `overrides` say otherwise.
 */
export async function createDraftPlan(
  page: Page,
  session: Session,
  overrides: Record<string, unknown> = {},
): Promise<Plan> {
  const today = metroToday();
  const res = await page.request.post('/api/plans', {
    headers: bearer(session),
    data: {
      template: 'manual',
      location: { ...DOWNTOWN, address: 'Downtown Denver' },
      days: [2, 3, 4].map((n) => addDays(today, n)),
      interests: ['food', 'outdoors', 'arts'],
      budget: 100,
      budget_type: 'per_day',
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Plan;
}

/** The plan with its suggested activities, as its owner reads it. */
export async function fetchPlan(
  page: Page,
  session: Session,
  id: number,
): Promise<Plan> {
  const res = await page.request.get(`/api/plans/${id}`, {
    headers: bearer(session),
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Plan;
}

/** The grid of a plan page, once its first cards are drawn. */
export async function openPlanPage(page: Page, id: number) {
  await page.goto(`/plan/${id}`);
  const grid = page.getByRole('list', { name: 'Suggested activities' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // The grid draws a few cards per commit as far as a screen below the view;
  // it is busy until those are in.
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  return grid;
}

/**
 * Scrolls to the grid's end until it holds every card of the pages shown
 * (it draws only as far as a screen below the view); with `showMore`, also
 * presses Show more until every match is shown.
 */
export async function drawSuggestions(page: Page, { showMore = false } = {}) {
  const grid = page.getByRole('list', { name: 'Suggested activities' });
  const showing = page.getByText(/^Showing \d+ of \d+ activities/);
  const more = page.getByRole('button', { name: /^Show more \(\d+ left\)$/ });
  // 'Showing {cards of the pages shown} of {matches}': with showMore every
  // match must be drawn; otherwise the pages shown.
  const toDraw = async () => {
    const [, shown, matches] = /^Showing (\d+) of (\d+)/.exec(
      await showing.innerText(),
    )!;
    const drawn = await grid.getByRole('listitem').count();
    return Number(showMore ? matches : shown) - drawn;
  };
  await scrollWhileDrawing(
    page,
    async () => {
      if (showMore && (await more.isVisible())) await more.click();
      return toDraw();
    },
    0,
    'cards still to draw',
  );
}
