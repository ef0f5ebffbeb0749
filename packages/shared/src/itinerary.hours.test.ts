import { describe, expect, it } from 'vitest';

import { planDay } from './itinerary';
import { candidate, day } from './itinerary-fixture';

describe('itinerary optimiser: the hours of the day', () => {
  it('starts today at the next quarter hour, past what has begun', () => {
    const museum = candidate({ name: 'Museum', score: 0.9 });
    const gallery = candidate({ name: 'Gallery', score: 0.85 });
    const morningEvent = candidate({
      name: 'Morning Talk',
      event_date: '2026-11-28',
      event_start: 10 * 60,
    });
    const plan = planDay(
      day({
        candidates: [morningEvent, museum, gallery],
        notBefore: 11 * 60 + 50,
      }),
    );
    expect(
      plan.slots.map((s) => [
        s.is_meal_break ? 'dinner' : s.activity_name,
        s.start_time,
      ]),
    ).toEqual([
      ['Museum', '13:30'],
      ['dinner', '17:30'],
      ['Gallery', '19:00'],
    ]);
  });

  it('has no lunch on a day begun in the afternoon', () => {
    const bistro = candidate({ name: 'Bistro', category: 'food', score: 0.9 });
    const plan = planDay(
      day({ candidates: [bistro], notBefore: 15 * 60 + 20 }),
    );
    expect(
      plan.slots.map((s) => [s.start_time, s.activity_name, s.is_meal_break]),
    ).toEqual([['17:30', 'Bistro', true]]);
  });

  it('keeps bars of unknown hours out of the morning', () => {
    const brewery = candidate({
      name: 'Brewery',
      category: 'nightlife',
      score: 0.95,
    });
    const museum = candidate({ name: 'Museum', score: 0.5 });
    const plan = planDay(day({ candidates: [brewery, museum] }));
    expect(plan.slots[0]).toMatchObject({
      activity_name: 'Museum',
      start_time: '09:30',
    });
    const bar = plan.slots.find((s) => s.activity_name === 'Brewery')!;
    expect(bar.start_time >= '12:00').toBe(true);
  });

  it('keeps music venues, theatres and comedy clubs of unknown hours to the evening, after dinner', () => {
    const paramount = candidate({
      name: 'Paramount Theatre',
      category: 'concerts',
      subcategory: 'Pop',
      score: 0.95,
      duration: 180,
    });
    const comedy = candidate({
      name: 'Comedy Works',
      category: 'entertainment',
      subcategory: 'Comedy Shows',
      score: 0.95,
      duration: 90,
    });
    const bowling = candidate({
      name: 'Lanes',
      subcategory: 'Bowling',
      score: 0.5,
    });
    const plan = planDay(day({ candidates: [paramount, comedy, bowling] }));
    const at = (name: string) =>
      plan.slots.find((s) => s.activity_name === name)?.start_time;
    expect(at('Lanes')).toBe('09:30');
    expect(at('Paramount Theatre') ?? at('Comedy Works')).toBe('19:00');
    expect(plan.slots.filter((s) => !s.is_meal_break)).toHaveLength(2);
    // A show is the day's only plan: dinner still comes first.
    const night = planDay(day({ candidates: [paramount] }));
    expect(
      night.slots.map((s) => [
        s.is_meal_break ? 'dinner' : s.activity_name,
        s.start_time,
        s.end_time,
      ]),
    ).toEqual([
      ['dinner', '17:30', '18:45'],
      ['Paramount Theatre', '19:00', '22:00'],
    ]);
  });

  it('plans a listed show at its time, before any stage at an assumed hour', () => {
    const venue = candidate({
      name: "Jazz at Jack's",
      category: 'concerts',
      subcategory: 'Jazz',
      score: 0.95,
    });
    const show = candidate({
      name: 'Late Set',
      category: 'concerts',
      subcategory: 'Jazz',
      score: 0.7,
      event_date: '2026-11-28',
      event_start: 20 * 60 + 30,
      venue: "Jazz at Jack's",
    });
    // Another stage, of unknown hours: its show that night is only assumed.
    const hall = candidate({
      name: 'Hall',
      category: 'concerts',
      subcategory: 'Rock',
      score: 0.75,
    });
    const plan = planDay(day({ candidates: [venue, hall, show] }));
    expect(
      plan.slots
        .filter((s) => !s.is_meal_break)
        .map((s) => [s.activity_name, s.start_time]),
    ).toEqual([['Late Set', '20:30']]);
    // On another day the venue itself is planned, in the evening.
    const sunday = planDay(
      day({ date: '2026-11-29', weekday: 0, candidates: [venue, hall, show] }),
    );
    expect(
      sunday.slots
        .filter((s) => !s.is_meal_break)
        .map((s) => [s.activity_name, s.start_time]),
    ).toEqual([["Jazz at Jack's", '19:00']]);
  });

  it('plans the rest of tonight when asked at 9:30 PM: a bar or a show, no meals', () => {
    const bar = candidate({ name: 'Bar', category: 'nightlife', score: 0.8 });
    const museum = candidate({ name: 'Museum', category: 'arts', score: 0.9 });
    const bistro = candidate({ name: 'Bistro', category: 'food' });
    const late = { notBefore: 21 * 60 + 33 };
    const plan = planDay(day({ candidates: [museum, bar, bistro], ...late }));
    expect(
      plan.slots.map((s) => [s.activity_name, s.start_time, s.end_time]),
    ).toEqual([['Bar', '21:50', '23:50']]);
    // Nothing that goes on late: nothing left to plan.
    expect(
      planDay(day({ candidates: [museum, bistro], ...late })).slots,
    ).toEqual([]);
    // Past 10:30 PM a bar is no longer a plan.
    expect(
      planDay(day({ candidates: [bar], notBefore: 22 * 60 + 40 })).slots,
    ).toEqual([]);
  });

  it('leaves outdoor places by dusk: none in a November evening, one in June', () => {
    const sculptures = [0.9, 0.85, 0.8].map((score, i) =>
      candidate({ name: `Sculpture ${i}`, outdoors: true, score }),
    );
    const november = planDay(day({ candidates: sculptures }));
    expect(november.slots.filter((s) => !s.is_meal_break)).toHaveLength(2);
    // Sunset in Denver on 28 November is 16:37; dusk half an hour later.
    for (const slot of november.slots.filter((s) => !s.is_meal_break)) {
      expect(slot.end_time <= '17:07').toBe(true);
    }

    const june = planDay(day({ date: '2026-06-20', candidates: sculptures }));
    expect(june.slots.filter((s) => !s.is_meal_break)).toHaveLength(3);
  });

  it('leaves museums of unknown hours by 5:30 PM', () => {
    const museums = [0.9, 0.85, 0.8].map((score, i) =>
      candidate({ name: `Museum ${i}`, category: 'arts', score }),
    );
    const plan = planDay(day({ candidates: museums }));
    const visits = plan.slots.filter((s) => !s.is_meal_break);
    expect(visits.map((s) => s.start_time)).toEqual(['09:30', '13:30']);
    expect(visits.every((s) => s.end_time <= '17:30')).toBe(true);
  });
});
