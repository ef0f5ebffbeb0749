import { expect, type Page } from '@playwright/test';

import { addDays, denverToday } from './dates';
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
  const today = denverToday();
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

/** The grid of a plan page, once its first card is on screen. */
export async function openPlanPage(page: Page, id: number) {
  await page.goto(`/plan/${id}`);
  const grid = page.getByRole('list', { name: 'Suggested activities' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // The grid fills in a few cards per commit; it is busy until all are in.
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  return grid;
}

/** Draws every suggestion that matches the filters: the grid starts with a page of them. */
export async function showAllSuggestions(page: Page) {
  const more = page.getByRole('button', { name: /^Show more \(\d+ left\)$/ });
  while (await more.isVisible()) await more.click();
}
