import { describe, expect, it } from 'vitest';

import { planDay } from './itinerary';
import { candidate, day } from './itinerary-fixture';

const italian = (name: string, score: number) =>
  candidate({ name, category: 'food', subcategory: 'Italian', score });

describe('itinerary optimiser: no repeats', () => {
  const meals = (plan: ReturnType<typeof planDay>) =>
    plan.slots.filter((s) => s.is_meal_break).map((s) => s.activity_name);

  it('serves dinner of another cuisine than lunch when one nearly as good is near', () => {
    const loStella = italian('Lo Stella', 0.95);
    const maggianos = italian("Maggiano's", 0.93);
    const sushi = candidate({
      name: 'Tycoon Sushi',
      category: 'food',
      subcategory: 'Sushi',
      score: 0.88,
    });
    const candidates = [loStella, maggianos, sushi];
    expect(meals(planDay(day({ candidates })))).toEqual([
      'Lo Stella',
      'Tycoon Sushi',
    ]);
    // Italian was asked for: both meals may be Italian.
    expect(meals(planDay(day({ candidates, cuisines: ['Italian'] })))).toEqual([
      'Lo Stella',
      "Maggiano's",
    ]);
    // Another cuisine far worse than a second Italian does not win.
    const poorSushi = { ...sushi, score: 0.6 };
    expect(
      meals(planDay(day({ candidates: [loStella, maggianos, poorSushi] }))),
    ).toEqual(['Lo Stella', "Maggiano's"]);
  });

  it('counts restaurants of no stated cuisine as no repeat', () => {
    const plain = ['Epicurean', 'Dozens'].map((name, i) =>
      candidate({
        name,
        category: 'food',
        subcategory: 'Restaurants',
        score: 0.9 - i * 0.01,
      }),
    );
    const sushi = candidate({
      name: 'Sushi Den',
      category: 'food',
      subcategory: 'Sushi',
      score: 0.85,
    });
    expect(meals(planDay(day({ candidates: [...plain, sushi] })))).toEqual([
      'Epicurean',
      'Dozens',
    ]);
  });

  it('plans one place listed twice once, and walks between stops at one address', () => {
    const at = { lat: 39.736969, lng: -104.990845 };
    const pints = candidate({
      name: 'Pints Pub',
      category: 'nightlife',
      score: 0.9,
      ...at,
    });
    const freehouse = candidate({
      name: 'Pints Pub Brewery and Freehouse',
      category: 'nightlife',
      score: 0.88,
      lat: 39.737018,
      lng: -104.9908538,
    });
    const museum = candidate({ name: 'Art Museum', category: 'arts', ...at });
    const cafe = candidate({ name: 'Museum Cafe', category: 'food', ...at });
    const weekend = new Set<number>();
    const saturday = planDay(
      day({
        candidates: [pints, freehouse, museum],
        meals: [cafe],
        used: weekend,
      }),
    );
    const names = saturday.slots.map((s) => s.activity_name);
    expect(names.filter((n) => n.startsWith('Pints Pub'))).toEqual([
      'Pints Pub',
    ]);
    // Nor the other record on the next day.
    const sunday = planDay(
      day({
        date: '2026-11-29',
        weekday: 0,
        candidates: [pints, freehouse, museum],
        meals: [cafe],
        used: weekend,
      }),
    );
    expect(sunday.slots.map((s) => s.activity_name)).not.toContain(
      'Pints Pub Brewery and Freehouse',
    );
    // A user with a car walks next door rather than driving.
    const museumSlot = saturday.slots.find(
      (s) => s.activity_name === 'Art Museum',
    )!;
    const next = saturday.slots[saturday.slots.indexOf(museumSlot) + 1]!;
    expect(next.activity_name).toBe('Museum Cafe');
    expect(museumSlot).toMatchObject({
      travel_mode_to_next: 'walking',
      travel_time_to_next: 2,
    });
  });
});
