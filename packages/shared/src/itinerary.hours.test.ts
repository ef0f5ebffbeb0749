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

  it('plans no show at a stage of unknown hours with none listed, and names it to look into', () => {
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
      score: 0.9,
      duration: 90,
    });
    const bowling = candidate({
      name: 'Lanes',
      subcategory: 'Bowling',
      score: 0.5,
    });
    const plan = planDay(day({ candidates: [paramount, comedy, bowling] }));
    const names = plan.slots.map((s) => s.activity_name);
    expect(names).toContain('Lanes');
    expect(names).not.toContain('Paramount Theatre');
    expect(names).not.toContain('Comedy Works');
    expect(plan.notes).toEqual([
      'No show is listed at Paramount Theatre that day, so it is left out; check its calendar before going.',
    ]);
    // The day's only idea was a guessed show: nothing is planned, not even
    // the dinner before it.
    const night = planDay(day({ candidates: [paramount] }));
    expect(night.slots).toEqual([]);
    expect(night.notes).toHaveLength(1);
  });

  it('gives the evening to a bar, or a stage open by its known hours, rather than a guessed show', () => {
    const paramount = candidate({
      name: 'Paramount Theatre',
      category: 'concerts',
      score: 0.95,
      duration: 180,
    });
    const bar = candidate({ name: 'Bar', category: 'nightlife', score: 0.6 });
    // Museums for the morning and the afternoon leave the evening to fill.
    const museums = [0.9, 0.85].map((score, i) =>
      candidate({ name: `Museum ${i}`, category: 'arts', score }),
    );
    const evening = (candidates: ReturnType<typeof candidate>[]) =>
      planDay(day({ candidates: [...museums, ...candidates] }))
        .slots.filter((s) => !s.is_meal_break && s.start_time >= '19:00')
        .map((s) => [s.activity_name, s.start_time]);
    expect(evening([paramount, bar])).toEqual([['Bar', '19:00']]);
    const jazzBar = candidate({
      name: 'Nocturne',
      category: 'concerts',
      subcategory: 'Jazz',
      score: 0.7,
      duration: 120,
      business_hours: { Saturday: ['5:00 PM - 12:00 AM'] },
    });
    expect(evening([paramount, jazzBar])).toEqual([['Nocturne', '19:00']]);
  });

  it('plans a listed show at its time, before any stage of unknown hours', () => {
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
    // The venue is the show that day, so nothing is left out.
    expect(plan.notes).toEqual([]);
    // On another day no show is listed: neither stage is planned.
    const sunday = planDay(
      day({ date: '2026-11-29', weekday: 0, candidates: [venue, hall, show] }),
    );
    expect(sunday.slots.filter((s) => !s.is_meal_break)).toEqual([]);
    expect(sunday.notes).toEqual([
      "No show is listed at Jazz at Jack's that day, so it is left out; check its calendar before going.",
    ]);
  });

  it('plans the rest of tonight when asked at 9:30 PM: a bar or a show, no meals', () => {
    const bar = candidate({ name: 'Bar', category: 'nightlife', score: 0.8 });
    const museum = candidate({ name: 'Museum', category: 'arts', score: 0.9 });
    const bistro = candidate({ name: 'Bistro', category: 'food' });
    const late = { notBefore: 21 * 60 + 33 };
    const plan = planDay(day({ candidates: [museum, bar, bistro], ...late }));
    expect(
      plan.slots.map((s) => [s.activity_name, s.start_time, s.end_time]),
      // The next quarter hour, then two minutes' walk next door.
    ).toEqual([['Bar', '21:47', '23:47']]);
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
