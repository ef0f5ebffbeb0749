import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

const { app, db } = await buildTestApp();
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);

describe('sample events in Browse', () => {
  it('come after real events and places under Soonest events', async () => {
    await createActivity(db, {
      name: 'Sample Jazz Night',
      category: 'concerts',
      source: 'sample',
      sourceId: 's-1',
      startTime: inHours(2),
    });
    await createActivity(db, {
      name: 'Rockies vs. Phillies',
      category: 'professional_sports',
      source: 'mlb',
      sourceId: 'g-1',
      startTime: inHours(30),
    });
    await createActivity(db, { name: 'Ogden Theatre', category: 'concerts' });
    const res = await app.inject({
      url: '/api/activities?category=events&sort=start_time&limit=10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { name: string }) => a.name)).toEqual([
      'Rockies vs. Phillies',
      'Ogden Theatre',
      'Sample Jazz Night',
    ]);
  });
});
