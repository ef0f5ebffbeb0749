import { addDays, metroToday } from '@app/shared/metro';
import { PREMIUM_TEMPLATE_MESSAGE } from '@app/shared/premium';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { planTemplates, plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';
import { seedTemplates } from '../templates/seed-templates';
import { createTemplatesRepository } from '../templates/templates.repository';

const { app, db } = await buildTestApp();
const start = addDays(metroToday(), 7);
const days = [start, addDays(start, 1)];
let activityId = 0;

beforeAll(async () => {
  for (const [category, subcategory] of [
    ['food', 'Restaurants'],
    ['nightlife', 'Bars'],
    ['nightlife', 'Breweries'],
    ['professional_sports', 'Sports Venues'],
    ['entertainment', 'Bowling'],
  ] as const) {
    const row = await createActivity(db, { category, subcategory });
    activityId = row.id;
  }
  await seedTemplates(db, createTemplatesRepository());
});

const draft = (template: string) => ({
  template,
  location: { lat: 39.7392, lng: -104.9903 },
  days,
  interests: ['food'],
});

type Headers = Record<string, string>;

const postDraft = (headers: Headers, template: string) =>
  app.inject({
    method: 'POST',
    url: '/api/plans',
    headers,
    payload: draft(template),
  });

/** Finalizes `planId` with one activity on the plan's first day. */
const finalizeDraft = (
  headers: Headers,
  planId: number,
  title: string,
  endDate: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/finalized-plans',
    headers,
    payload: {
      plan_id: planId,
      title,
      start_date: days[0],
      end_date: endDate,
      selected_activities: [{ activity_id: activityId, planned_date: days[0] }],
    },
  });

async function planCount(userId: number, kind?: 'draft' | 'finalized') {
  const [row] = await db
    .select({ n: count() })
    .from(plans)
    .where(
      kind
        ? and(eq(plans.userId, userId), eq(plans.kind, kind))
        : eq(plans.userId, userId),
    );
  return row!.n;
}

describe('premium template gate', () => {
  it('refuses a party template to a free user and writes nothing', async () => {
    const { user, headers } = await createUser(db);
    for (const template of [
      'bachelor-party',
      'bachelorette-party',
      'tailgate-party',
      'group-birthday',
    ]) {
      const res = await postDraft(headers, template);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: PREMIUM_TEMPLATE_MESSAGE });
    }
    expect(await planCount(user.id)).toBe(0);
  });

  it('refuses switching a draft to a party template', async () => {
    const { user, headers } = await createUser(db);
    const created = await postDraft(headers, 'date-night');
    expect(created.statusCode).toBe(201);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/plans/${created.json().id}`,
      headers,
      payload: { template: 'tailgate-party' },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await db
      .select({ template: plans.template })
      .from(plans)
      .where(eq(plans.userId, user.id));
    expect(row!.template).toBe('date-night');
  });

  it('refuses a premium server template without counting a use', async () => {
    const { user, headers } = await createUser(db);
    const usage = async () =>
      (
        await db
          .select({ n: planTemplates.usageCount })
          .from(planTemplates)
          .where(eq(planTemplates.id, 'bachelor-weekend'))
      )[0]!.n;
    const before = await usage();
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/templates/use',
      headers,
      payload: { template_id: 'bachelor-weekend', start_date: start },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: PREMIUM_TEMPLATE_MESSAGE });
    expect(await usage()).toBe(before);
    expect(await planCount(user.id)).toBe(0);
  });

  it('lets a Premium user create a party template plan', async () => {
    const { user, headers } = await createUser(db, { isPremium: true });
    const res = await postDraft(headers, 'bachelor-party');
    expect(res.statusCode).toBe(201);
    expect(await planCount(user.id)).toBe(1);
  });
});

describe('plan cap', () => {
  it('counts drafts and finalized plans, and finalizing a draft replaces it', async () => {
    const { user, headers } = await createUser(db);
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await postDraft(headers, 'manual');
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    // The eleventh plan is refused: every draft counts and is listed.
    const refused = await postDraft(headers, 'manual');
    expect(refused.statusCode).toBe(403);
    const listed = await app.inject({ url: '/api/plans', headers });
    expect(listed.json()).toHaveLength(10);

    // Finalizing a draft at the cap works and uses the draft's slot.
    const finalized = await finalizeDraft(
      headers,
      ids[0],
      'Saturday out',
      days[1],
    );
    expect(finalized.statusCode).toBe(201);
    expect(await planCount(user.id, 'draft')).toBe(9);
    expect(await planCount(user.id, 'finalized')).toBe(1);
    const limits = await app.inject({
      url: '/api/premium/check-limits',
      headers,
    });
    expect(limits.json().usage.plans_count).toBe(10);

    // Deleting a draft frees a slot for a new plan.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/plans/${ids[1]}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const again = await postDraft(headers, 'manual');
    expect(again.statusCode).toBe(201);
  });

  it("never removes another user's draft when finalizing", async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const created = await postDraft(owner.headers, 'manual');
    const res = await finalizeDraft(
      other.headers,
      created.json().id,
      'Copied',
      days[0],
    );
    // Answered as a missing draft would be, so ids reveal nothing.
    expect(res.statusCode).toBe(409);
    expect(await planCount(owner.user.id, 'draft')).toBe(1);
  });
});
