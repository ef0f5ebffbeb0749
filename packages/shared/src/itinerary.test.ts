import { describe, expect, it } from 'vitest';

import { planDay } from './itinerary';
import { candidate, day, MILD } from './itinerary-fixture';

describe('itinerary optimiser', () => {
  it('fills morning, afternoon and evening with lunch and dinner between', () => {
    const museum = candidate({ name: 'Museum', score: 0.9 });
    const gallery = candidate({ name: 'Gallery', score: 0.85 });
    const theater = candidate({ name: 'Theater', score: 0.8 });
    const plan = planDay(day({ candidates: [museum, gallery, theater] }));
    expect(plan.slots.map((s) => [s.activity_name, s.start_time])).toEqual([
      ['Museum', '09:30'],
      ['Lunch Spot', '12:00'],
      ['Gallery', '13:30'],
      ['Dinner Spot', '17:30'],
      ['Theater', '19:00'],
    ]);
    expect(plan.slots.filter((s) => s.is_meal_break)).toHaveLength(2);
    expect(plan.slots.at(-1)!.travel_time_to_next).toBe(0);
    expect(plan.total_travel_time).toBe(
      plan.slots.reduce((sum, s) => sum + s.travel_time_to_next, 0),
    );
    expect(plan.weather_adjusted).toBe(false);
  });

  it('prefers a close stop to a slightly better far one, within max travel time', () => {
    const close = candidate({ name: 'Close', score: 0.8 });
    const far = candidate({
      name: 'Far',
      score: 0.85,
      lat: 39.6654,
      lng: -105.2057,
    });
    const alsoClose = candidate({ name: 'Also Close', score: 0.6 });
    const plan = planDay(day({ candidates: [far, close, alsoClose] }));
    expect(plan.slots[0]!.activity_name).toBe('Close');
    // Far (about 40 minutes away) breaks the 30-minute limit; it is used
    // only once nothing closer is left (the evening).
    expect(plan.slots.map((s) => s.activity_name)).toEqual([
      'Close',
      'Lunch Spot',
      'Also Close',
      'Dinner Spot',
      'Far',
    ]);
  });

  it('keeps an event at its start time and ends dinner before it', () => {
    const concert = candidate({
      name: 'Concert',
      category: 'concerts',
      event_date: '2026-11-28',
      event_start: 19 * 60 + 30,
      duration: 180,
    });
    const otherDay = candidate({
      name: 'Tomorrow Show',
      event_date: '2026-11-29',
      event_start: 19 * 60,
    });
    const museum = candidate({ name: 'Museum' });
    const plan = planDay(day({ candidates: [otherDay, museum, concert] }));
    const names = plan.slots.map((s) => s.activity_name);
    expect(names).not.toContain('Tomorrow Show');
    const show = plan.slots.find((s) => s.activity_name === 'Concert')!;
    expect(show.start_time).toBe('19:30');
    const dinner = plan.slots.find((s) => s.activity_name === 'Dinner Spot')!;
    expect(dinner.end_time <= '19:15').toBe(true);
  });

  it('seats food the question asked for at lunch and dinner, brunch places at lunch only', () => {
    const brunch = candidate({
      name: 'Egg House',
      category: 'food',
      subcategory: 'Brunch',
      score: 0.95,
    });
    const bistro = candidate({
      name: 'Bistro',
      category: 'food',
      subcategory: 'French',
      score: 0.9,
    });
    const tavern = candidate({
      name: 'Tavern',
      category: 'food',
      subcategory: 'American',
      score: 0.85,
    });
    const plan = planDay(day({ candidates: [brunch, bistro, tavern] }));
    expect(
      plan.slots.map((s) => [s.activity_name, s.start_time, s.is_meal_break]),
    ).toEqual([
      ['Egg House', '12:00', true],
      ['Bistro', '17:30', true],
    ]);
  });

  it('respects known opening hours', () => {
    const lateOpener = candidate({
      name: 'Opens at 2 PM',
      score: 0.95,
      business_hours: { Saturday: ['2:00 PM - 6:00 PM'] },
    });
    const closedSaturday = candidate({
      name: 'Closed Saturdays',
      score: 0.99,
      business_hours: { Saturday: ['Closed'] },
    });
    const plan = planDay(day({ candidates: [closedSaturday, lateOpener] }));
    const names = plan.slots.map((s) => s.activity_name);
    expect(names).not.toContain('Closed Saturdays');
    const late = plan.slots.find((s) => s.activity_name === 'Opens at 2 PM')!;
    expect(late.start_time >= '14:00').toBe(true);
  });

  it('swaps outdoor picks for indoor ones on a rainy day and says why', () => {
    const hike = candidate({ name: 'Hike', outdoors: true, score: 0.95 });
    const museum = candidate({ name: 'Museum', score: 0.7 });
    const rainy = { ...MILD, precipitation: 70 };
    const plan = planDay(day({ candidates: [hike, museum], weather: rainy }));
    const names = plan.slots.map((s) => s.activity_name);
    expect(names).toContain('Museum');
    expect(names).not.toContain('Hike');
    expect(plan.weather_adjusted).toBe(true);
    expect(plan.weather_note).toContain('70% chance of rain or snow');
    // The same day in fine weather keeps the hike first.
    expect(
      planDay(day({ candidates: [hike, museum] })).slots[0]!.activity_name,
    ).toBe('Hike');
  });

  it('keeps outdoor plans to the morning in heat', () => {
    const hike = candidate({ name: 'Hike', outdoors: true, score: 0.95 });
    const trail = candidate({ name: 'Trail', outdoors: true, score: 0.9 });
    const museum = candidate({ name: 'Museum', score: 0.6 });
    const hot = { ...MILD, max_temp: 97 };
    const plan = planDay(
      day({ candidates: [hike, trail, museum], weather: hot }),
    );
    expect(plan.slots[0]!.activity_name).toBe('Hike');
    expect(plan.slots.map((s) => s.activity_name)).not.toContain('Trail');
    expect(plan.weather_note).toContain('cooler morning');
  });

  it('keeps an all-outdoor day in bad weather rather than none, and says so', () => {
    const hike = candidate({ name: 'Hike', outdoors: true, score: 0.95 });
    const sculpture = candidate({ name: 'Sculpture', outdoors: true });
    const cold = { ...MILD, max_temp: 40 };
    const plan = planDay(day({ candidates: [hike, sculpture], weather: cold }));
    expect(plan.slots.map((s) => s.activity_name)).toContain('Hike');
    expect(plan.weather_adjusted).toBe(true);
    expect(plan.weather_note).toBe(
      'A high of 40°F, below your 50°F minimum, and nothing indoors matched: dress warmly.',
    );
    // With an indoor pick to swap in, the day swaps as before.
    const museum = candidate({ name: 'Museum', score: 0.5 });
    const swapped = planDay(day({ candidates: [hike, museum], weather: cold }));
    expect(swapped.slots.map((s) => s.activity_name)).not.toContain('Hike');
    expect(swapped.weather_note).toContain('indoor picks instead');
  });
});
