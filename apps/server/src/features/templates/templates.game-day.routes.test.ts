import { addDays, metroInstant, metroToday } from '@app/shared/metro';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity, createUser } from '../../test/factories';

import { seedTemplates } from './seed-templates';
import { createTemplatesRepository } from './templates.repository';

const { app, db } = await buildTestApp();
const START = addDays(metroToday(), 3);
let stadiumId = 0;

type Scheduled = {
  activity_id: number;
  planned_date: string;
  planned_time: string;
};

beforeAll(async () => {
  await createActivity(db, { category: 'shopping', subcategory: 'Markets' });
  await createActivity(db, {
    category: 'nightlife',
    subcategory: 'Sports Bars',
  });
  stadiumId = (
    await createActivity(db, {
      name: 'Ball Arena',
      category: 'professional_sports',
      subcategory: 'Sports Venues',
    })
  ).id;
  await seedTemplates(db, createTemplatesRepository());
});

async function useTailgate(startDate: string) {
  const { headers } = await createUser(db, { isPremium: true });
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai/enhanced/templates/use',
    headers,
    payload: { template_id: 'game-day-tailgate', start_date: startDate },
  });
  expect(res.statusCode).toBe(201);
  const plans = await app.inject({ url: '/api/finalized-plans', headers });
  return plans.json().find((p: { id: number }) => p.id === res.json().id) as {
    notes: string;
    selected_activities: Scheduled[];
  };
}

describe('the tailgate template plans a real home game', () => {
  it('schedules a sample game never, and says no game is listed', async () => {
    await createActivity(db, {
      name: 'Sample NHL home game',
      category: 'professional_sports',
      source: 'sample',
      sourceId: 'sample-game',
      startTime: metroInstant(addDays(START, 10), '19:00'),
    });
    const plan = await useTailgate(addDays(START, 10));
    const ids = plan.selected_activities.map((s) => s.activity_id);
    expect(ids).toContain(stadiumId);
    expect(plan.notes).toContain('No home game is listed for these dates yet');
  });

  it('puts the game at its local start and the post-game bar after it', async () => {
    const game = await createActivity(db, {
      name: 'Avalanche vs. Stars',
      category: 'professional_sports',
      source: 'nhl',
      sourceId: 'nhl-1',
      startTime: metroInstant(START, '19:00'),
      endTime: metroInstant(START, '21:30'),
    });
    const plan = await useTailgate(START);
    const byId = new Map(
      plan.selected_activities.map((s) => [s.activity_id, s]),
    );
    expect(byId.has(stadiumId)).toBe(false);
    expect(byId.get(game.id)).toMatchObject({
      planned_date: START,
      planned_time: '19:00',
    });
    const bar = plan.selected_activities.at(-1)!;
    expect(bar.planned_time).toBe('21:30');
    expect(plan.notes).not.toContain('No home game');
  });
});
