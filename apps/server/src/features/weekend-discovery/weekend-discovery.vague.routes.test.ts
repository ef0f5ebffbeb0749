import type { AiDiscoveryResponse } from '@app/shared/weekend-discovery';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/build-test-app';
import { createActivity } from '../../test/factories';

const { app, db } = await buildTestApp();

describe('AI discovery with a question that names nothing', () => {
  it("plans from the visitor's interests, not from meals alone", async () => {
    await createActivity(db, {
      name: 'Lucky Strike Lanes',
      category: 'entertainment',
      subcategory: 'Bowling',
      types: ['bowling_alley'],
    });
    await createActivity(db, {
      name: 'Corner Cafe',
      category: 'food',
      subcategory: 'Coffee & Cafes',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/ai/enhanced/search',
      payload: { query: 'plan my day', dates: ['2030-06-01'] },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json() as AiDiscoveryResponse;
    expect(result.activities.map((a) => a.name)).toContain(
      'Lucky Strike Lanes',
    );
    const stops = result.suggested_itineraries[0]!.slots.filter(
      (s) => !s.is_meal_break,
    );
    expect(stops.map((s) => s.activity_name)).toContain('Lucky Strike Lanes');
  });
});
