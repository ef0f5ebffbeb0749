import { describe, expect, it } from 'vitest';

import {
  describeItinerary,
  planDay,
  travel,
  type DayRequest,
  type ItineraryCandidate,
} from './itinerary';

const DOWNTOWN = { lat: 39.7453, lng: -104.9917 };

let nextId = 1;
const candidate = (
  overrides: Partial<ItineraryCandidate>,
): ItineraryCandidate => ({
  id: nextId++,
  name: `Place ${nextId}`,
  category: 'entertainment',
  subcategory: null,
  score: 0.8,
  outdoors: false,
  business_hours: null,
  event_date: null,
  event_start: null,
  venue: null,
  duration: 120,
  lat: DOWNTOWN.lat,
  lng: DOWNTOWN.lng,
  ...overrides,
});

const TOLERANCE = {
  outdoor_temp_min: 50,
  outdoor_temp_max: 85,
  precipitation_tolerance: 30,
  wind_tolerance: 'medium',
} as const;
const PREFS = { has_car: true, prefers_walking: false, max_travel_time: 30 };
const MILD = { max_temp: 70, min_temp: 45, precipitation: 10, wind_speed: 5 };

const day = (overrides: Partial<DayRequest>): DayRequest => ({
  date: '2026-11-28',
  weekday: 6,
  start: DOWNTOWN,
  candidates: [],
  meals: [
    candidate({ name: 'Lunch Spot', category: 'food', lat: 39.746 }),
    candidate({ name: 'Dinner Spot', category: 'food', lat: 39.744 }),
  ],
  prefs: PREFS,
  tolerance: TOLERANCE,
  weather: MILD,
  ...overrides,
});

describe('travel model', () => {
  it('walks short legs without a car, then takes transit; drives with a car', () => {
    const near = { lat: 39.7483, lng: -104.9917 }; // ~330 m
    const far = { lat: 39.6654, lng: -105.2057 }; // Red Rocks, ~20 km
    const noCar = { ...PREFS, has_car: false };
    expect(travel(DOWNTOWN, near, noCar)).toEqual({
      minutes: 5,
      mode: 'walking',
    });
    expect(travel(DOWNTOWN, far, noCar).mode).toBe('transit');
    const drive = travel(DOWNTOWN, far, PREFS);
    expect(drive.mode).toBe('driving');
    expect(drive.minutes).toBeGreaterThan(35);
    expect(drive.minutes).toBeLessThan(50);
    // Walking up to the user's own limit when they prefer it.
    const walker = { ...PREFS, prefers_walking: true, max_travel_time: 45 };
    const mile = { lat: 39.7598, lng: -104.9917 }; // ~1.6 km
    expect(travel(DOWNTOWN, mile, walker).mode).toBe('walking');
  });
});

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

describe('describeItinerary', () => {
  it('says what the day holds from its own figures, and why the weather changed it', () => {
    const museum = candidate({ name: 'Museum', score: 0.9 });
    const hike = candidate({ name: 'Hike', outdoors: true, score: 0.95 });
    const plan = planDay(
      day({
        candidates: [museum, hike],
        weather: { ...MILD, precipitation: 70 },
      }),
    );
    const text = describeItinerary(plan);
    const first = plan.slots[0]!;
    expect(text).toContain(
      `${plan.slots.length} stops from ${first.start_time} to ${plan.slots.at(-1)!.end_time}, starting at ${first.activity_name}`,
    );
    expect(text).toContain(`${plan.total_travel_time} min of travel in all`);
    expect(text).toContain('meals at Lunch Spot and Dinner Spot');
    expect(text.endsWith(plan.weather_note!)).toBe(true);
    expect(describeItinerary({ ...plan, slots: [], weather_note: null })).toBe(
      'Nothing matched this day; try another question or date.',
    );
  });
});
