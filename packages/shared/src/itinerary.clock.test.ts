import { describe, expect, it } from 'vitest';

import { planDay } from './itinerary';
import { candidate, day } from './itinerary-fixture';

const visits = (plan: ReturnType<typeof planDay>) =>
  plan.slots.map((s) => [s.activity_name, s.start_time, s.is_meal_break]);

/** A breakfast place and a garden, for the morning's requests. */
const eggs = candidate({
  name: 'Egg House',
  category: 'food',
  subcategory: 'Brunch',
});
const garden = candidate({ name: 'Garden', score: 0.9 });

describe('itinerary optimiser: the clock of each kind', () => {
  it('fills only the evening of an evening request: dinner, the show, then drinks', () => {
    const comedy = candidate({
      name: 'Comedy Show',
      event_date: '2026-11-28',
      event_start: 19 * 60 + 30,
      duration: 90,
    });
    const pub = candidate({ name: 'Pub', category: 'nightlife', score: 0.9 });
    const museum = candidate({ name: 'Museum', category: 'arts', score: 0.95 });
    const plan = planDay(
      day({ candidates: [museum, pub, comedy], parts: ['evening'] }),
    );
    expect(
      plan.slots.map((s) => [
        s.is_meal_break ? 'dinner' : s.activity_name,
        s.start_time,
      ]),
    ).toEqual([
      ['dinner', '17:30'],
      ['Comedy Show', '19:30'],
      ['Pub', '21:02'],
    ]);
  });

  it('opens a morning request with brunch at a breakfast place and leaves the evening empty', () => {
    const plan = planDay(
      day({ candidates: [eggs, garden], parts: ['morning'] }),
    );
    expect(visits(plan)).toEqual([
      ['Egg House', '09:30', true],
      ['Garden', '10:47', false],
    ]);
  });

  it('puts an outing asked before brunch first, from 8, and brunch after it', () => {
    const plan = planDay(
      day({
        candidates: [eggs, garden],
        parts: ['morning'],
        outingFirst: true,
      }),
    );
    const [first, meal] = visits(plan);
    expect(first?.[0]).toBe('Garden');
    expect(first?.[1] < '09:30').toBe(true);
    expect(meal?.[0]).toBe('Egg House');
    expect(meal?.[2]).toBe(true);
    expect(plan.slots).toHaveLength(2);
  });

  it('sends bars out from 5 PM and nightclubs from 9 PM, whatever their doors say', () => {
    const allDay = { saturday: ['11:00 AM - 2:00 AM'] };
    const bar = candidate({
      name: 'Bar',
      category: 'nightlife',
      subcategory: 'Pubs',
      business_hours: allDay,
      score: 0.99,
    });
    const club = candidate({
      name: 'Club',
      category: 'nightlife',
      subcategory: 'Nightclubs',
      score: 0.98,
    });
    const plan = planDay(day({ candidates: [bar, club], parts: ['evening'] }));
    const at = (name: string) =>
      plan.slots.find((s) => s.activity_name === name)?.start_time;
    expect(at('Bar')! >= '17:00').toBe(true);
    expect(at('Club')! >= '21:00').toBe(true);
    const wholeDay = planDay(day({ candidates: [bar] }));
    expect(
      wholeDay.slots.find((s) => s.activity_name === 'Bar')!.start_time,
    ).toBe('19:00');
  });

  it('serves dinner only where dinner is served: no café, bakery or pancake house', () => {
    const meals = [
      candidate({
        name: 'Corner Cafe',
        category: 'food',
        subcategory: 'Coffee & Cafes',
        score: 0.99,
      }),
      candidate({
        name: 'Pancake Palace',
        category: 'food',
        subcategory: 'Restaurants',
        score: 0.98,
      }),
      candidate({
        name: 'Bread Co',
        category: 'food',
        subcategory: 'Restaurants',
        types: ['bakery'],
        score: 0.97,
      }),
      candidate({
        name: 'Steakhouse',
        category: 'food',
        subcategory: 'American',
        score: 0.5,
      }),
    ];
    const show = candidate({ name: 'Theater', category: 'entertainment' });
    const plan = planDay(
      day({ candidates: [show], meals, parts: ['evening'] }),
    );
    const dinner = plan.slots.find((s) => s.is_meal_break)!;
    expect(dinner.activity_name).toBe('Steakhouse');
    expect(dinner.start_time >= '17:00' && dinner.end_time <= '21:30').toBe(
      true,
    );
  });

  it('keeps lunch to 11:00-14:30 and shops of unknown hours to the day', () => {
    const shops = [0.9, 0.85, 0.8].map((score, i) =>
      candidate({ name: `Shop ${i}`, category: 'shopping', score }),
    );
    const plan = planDay(day({ candidates: shops }));
    const lunch = plan.slots.find((s) => s.activity_name === 'Lunch Spot')!;
    expect(lunch.start_time >= '11:00' && lunch.end_time <= '14:30').toBe(true);
    for (const slot of plan.slots.filter((s) => !s.is_meal_break)) {
      expect(slot.start_time >= '10:00' && slot.end_time <= '20:00').toBe(true);
    }
  });
});
