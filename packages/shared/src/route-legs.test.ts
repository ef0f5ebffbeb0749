import { describe, expect, it } from 'vitest';

import { legMiles, milesBetween, stopsInOrder } from './route-legs';

const union = { latitude: 39.7527, longitude: -105.0001 };
const capitol = { latitude: 39.7393, longitude: -104.9848 };

describe('route legs', () => {
  it('measures Union Station to the Capitol at about 1.2 miles', () => {
    expect(milesBetween(union, capitol)).toBeCloseTo(1.23, 1);
    expect(milesBetween(union, union)).toBe(0);
  });

  it("orders a day's stops by time with untimed stops last, other days left out", () => {
    const items = [
      { id: 1, planned_date: '2026-11-28', planned_time: null, priority: 2 },
      { id: 2, planned_date: '2026-11-28', planned_time: '19:00', priority: 0 },
      { id: 3, planned_date: '2026-11-29', planned_time: '09:00', priority: 0 },
      { id: 4, planned_date: '2026-11-28', planned_time: '10:30', priority: 5 },
      { id: 5, planned_date: '2026-11-28', planned_time: null, priority: 1 },
    ];
    expect(stopsInOrder(items, '2026-11-28').map((s) => s.id)).toEqual([
      4, 2, 5, 1,
    ]);
  });

  it('gives one leg fewer than stops', () => {
    expect(legMiles([union])).toEqual([]);
    const legs = legMiles([union, capitol, union]);
    expect(legs).toHaveLength(2);
    expect(legs[0]).toBeCloseTo(legs[1]!, 6);
  });
});
