import { addDays } from '@app/shared/metro';
import { TIME_SLOT_START } from '@app/shared/server-templates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { planTemplates, plans } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

import { seedTemplates } from './seed-templates';
import { TEMPLATE_DEFINITIONS } from './template-definitions';
import { createTemplatesRepository } from './templates.repository';

const { app, db } = await buildTestApp();
const repo = createTemplatesRepository();

const CATALOGUE: [string, string, number][] = [
  ['food', 'Restaurants', 3],
  ['food', 'Brunch', 2],
  ['food', 'American', 2],
  ['food', 'Coffee & Cafes', 1],
  ['nightlife', 'Bars', 3],
  ['nightlife', 'Breweries', 2],
  ['outdoors', 'Parks', 2],
  ['outdoors', 'Hiking', 2],
  ['arts', 'Museums', 2],
  ['entertainment', 'Bowling', 2],
  ['entertainment', 'Theater', 1],
  ['shopping', 'Markets', 1],
  ['recreational_sports', 'Golf Courses', 1],
  ['professional_sports', 'Sports Venues', 1],
];

beforeAll(async () => {
  for (const [category, subcategory, n] of CATALOGUE) {
    for (let i = 0; i < n; i += 1) {
      await createActivity(db, {
        category,
        subcategory,
        name: `${subcategory} place ${i + 1}`,
        rating: 4 + i / 10,
      });
    }
  }
  await seedTemplates(db, repo);
});

function tomorrow() {
  const d = new Date(Date.now() + 2 * 86_400_000);
  return d.toISOString().slice(0, 10);
}

describe('GET /api/ai/enhanced/templates', () => {
  it('lists at least 14 templates with catalogue activities', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      url: '/api/ai/enhanced/templates',
      headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(14);
    const categories = new Set(
      body.templates.map((t: { category: string }) => t.category),
    );
    for (const c of ['bachelor_bachelorette', 'birthday', 'tailgate', 'bbq']) {
      expect(categories).toContain(c);
    }
    for (const c of ['date_night', 'girls_night', 'guys_night', 'seasonal']) {
      expect(categories).toContain(c);
    }
    const seasons = body.templates
      .map((t: { season: string | null }) => t.season)
      .filter(Boolean);
    for (const s of ['spring', 'summer', 'fall', 'winter']) {
      expect(seasons).toContain(s);
    }
    for (const t of body.templates) {
      expect(t.activities_count).toBeGreaterThan(0);
      expect(t.total_estimated_cost).toBeGreaterThanOrEqual(0);
    }
  });

  it('marks the group and party templates premium', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      url: '/api/ai/enhanced/templates',
      headers,
    });
    const premium = res
      .json()
      .templates.filter((t: { is_premium: boolean }) => t.is_premium)
      .map((t: { id: string }) => t.id)
      .sort();
    expect(premium).toEqual([
      'bachelor-weekend',
      'bachelorette-weekend',
      'birthday-bash',
      'game-day-tailgate',
      'milestone-birthday-weekend',
    ]);
  });

  it('filters by category in SQL', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      url: '/api/ai/enhanced/templates?category=seasonal',
      headers,
    });
    expect(res.statusCode).toBe(200);
    const { templates } = res.json();
    expect(templates).toHaveLength(4);
    expect(
      templates.every((t: { category: string }) => t.category === 'seasonal'),
    ).toBe(true);
  });

  it('rejects an unknown category with 422 and needs sign-in', async () => {
    const { headers } = await createUser(db);
    const bad = await app.inject({
      url: '/api/ai/enhanced/templates?category=pizza',
      headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['querystring', 'category']);
    const anon = await app.inject({ url: '/api/ai/enhanced/templates' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /api/ai/enhanced/templates/:id', () => {
  it('answers the template with real catalogue activities', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      url: '/api/ai/enhanced/templates/classic-date-night',
      headers,
    });
    expect(res.statusCode).toBe(200);
    const t = res.json();
    expect(t.name).toBe('Classic Date Night');
    expect(t.activities.length).toBe(t.activities_count);
    const first = t.activities[0];
    expect(first.name).toBe('Restaurants place 3');
    expect(first).toMatchObject({
      time_slot: 'evening',
      category: 'food',
      duration_hours: 2,
      day: 1,
    });
    expect(Array.isArray(first.tips)).toBe(true);
    const ids = t.activities.map((a: { activity_id: number }) => a.activity_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers 404 for an unknown template', async () => {
    const { headers } = await createUser(db);
    const res = await app.inject({
      url: '/api/ai/enhanced/templates/nope',
      headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Template not found' });
  });
});

describe('POST /api/ai/enhanced/templates/use', () => {
  async function usage(id: string) {
    const [row] = await db
      .select({ n: planTemplates.usageCount })
      .from(planTemplates)
      .where(eq(planTemplates.id, id));
    return row!.n;
  }

  it('creates a plan on the start date and counts the use', async () => {
    const { headers } = await createUser(db, { isPremium: true });
    const before = await usage('bachelor-weekend');
    const start = tomorrow();
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/templates/use',
      headers,
      payload: { template_id: 'bachelor-weekend', start_date: start },
    });
    expect(res.statusCode).toBe(201);
    const { id, plan_id } = res.json();
    expect(plan_id).toBe(id);
    expect(await usage('bachelor-weekend')).toBe(before + 1);

    const plans = await app.inject({ url: '/api/finalized-plans', headers });
    expect(plans.statusCode).toBe(200);
    const plan = plans.json().find((p: { id: number }) => p.id === id);
    expect(plan.title).toBe('My Bachelor Weekend Plan');
    // Its places are all in the metro: named so, not 'Custom location'.
    expect(plan.location_name).toBe('Denver, CO');
    expect(plan.start_date).toBe(start);
    expect(plan.end_date).toBe(addDays(start, 1));
    const detail = await app.inject({
      url: '/api/ai/enhanced/templates/bachelor-weekend',
      headers,
    });
    const expected = detail
      .json()
      .activities.map(
        (a: { activity_id: number; day: number; time_slot: string }) => [
          a.activity_id,
          addDays(start, a.day - 1),
          TIME_SLOT_START[a.time_slot as keyof typeof TIME_SLOT_START],
        ],
      );
    const scheduled = plan.selected_activities.map(
      (s: {
        activity_id: number;
        planned_date: string;
        planned_time: string;
      }) => [s.activity_id, s.planned_date, s.planned_time],
    );
    expect(scheduled).toEqual(expected);
  });

  it('counts nothing when the plan limit refuses the plan', async () => {
    const { headers, user } = await createUser(db);
    for (let i = 0; i < 10; i += 1) {
      await db.insert(plans).values({
        userId: user.id,
        title: `Plan ${i}`,
        startDate: '2030-01-01',
        endDate: '2030-01-01',
      });
    }
    const before = await usage('guys-night-out');
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/templates/use',
      headers,
      payload: { template_id: 'guys-night-out', start_date: tomorrow() },
    });
    expect(res.statusCode).toBe(403);
    expect(await usage('guys-night-out')).toBe(before);
  });

  it('rejects bad input without counting a use', async () => {
    const { headers } = await createUser(db);
    const before = await usage('fall-colors');
    const cases = [
      [{ template_id: 'fall-colors', start_date: '2026-02-30' }, 422],
      [{ template_id: 'fall-colors', start_date: 'tomorrow' }, 422],
      [{ template_id: 'fall-colors' }, 422],
      [{ template_id: 'fall-colors', start_date: '2000-01-01' }, 400],
      [{ template_id: 'nope', start_date: tomorrow() }, 404],
    ] as const;
    for (const [payload, status] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ai/enhanced/templates/use',
        headers,
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toBeTruthy();
    }
    expect(await usage('fall-colors')).toBe(before);
    const anon = await app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/templates/use',
      payload: { template_id: 'fall-colors', start_date: tomorrow() },
    });
    expect(anon.statusCode).toBe(401);
  });

  it("keeps the created plan out of another user's lists", async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/templates/use',
      headers: owner.headers,
      payload: { template_id: 'winter-cozy', start_date: tomorrow() },
    });
    expect(res.statusCode).toBe(201);
    const list = await app.inject({
      url: '/api/plans',
      headers: other.headers,
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((p: { id: number }) => p.id);
    expect(ids).not.toContain(res.json().id);
  });
});

describe('seeding', () => {
  it('is idempotent and keeps usage counts', async () => {
    await db
      .update(planTemplates)
      .set({ usageCount: 77 })
      .where(eq(planTemplates.id, 'spring-blooms'));
    const first = await seedTemplates(db, repo);
    const second = await seedTemplates(db, repo);
    expect(second).toEqual(first);
    expect(first.templates).toBe(TEMPLATE_DEFINITIONS.length);
    const rows = await db.select().from(planTemplates);
    expect(rows).toHaveLength(TEMPLATE_DEFINITIONS.length);
    expect(rows.find((r) => r.id === 'spring-blooms')!.usageCount).toBe(77);
  });
});
