import { describe, expect, it } from 'vitest';

import { hitRateAndRecall } from './metrics';
import { createRng, generateUsers, MODEL } from './synthetic-users';

describe('evaluation metrics', () => {
  it('counts users with a hit and the share of held-out items found', () => {
    const result = hitRateAndRecall(
      [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
      [[3, 10], [11], [7, 8]],
    );
    expect(result.hitRate).toBeCloseTo(2 / 3);
    expect(result.recall).toBeCloseTo(3 / 5);
  });

  it('generates reproducible users whose held-out saves are not in training', () => {
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: i + 1,
      category: i % 2 ? 'food' : 'outdoors',
      subcategory: i % 4 < 2 ? 'Parks' : 'Restaurants',
      latitude: 39.7 + (i % 10) * 0.01,
      longitude: -105 + (i % 7) * 0.01,
    }));
    const a = generateUsers(items, 20, 7);
    expect(generateUsers(items, 20, 7)).toEqual(a);
    expect(a).toHaveLength(20);
    for (const user of a) {
      expect(user.heldOut.length).toBeLessThanOrEqual(MODEL.heldOutPerUser);
      const train = new Set(user.train.map((t) => t.activityId));
      expect(user.heldOut.some((id) => train.has(id))).toBe(false);
    }
    expect(createRng(1).next()).not.toBe(createRng(2).next());
  });
});
