import { describe, expect, it } from 'vitest';

import { planDay } from './itinerary';
import { describeItinerary } from './itinerary-describe';
import { candidate, day, MILD } from './itinerary-fixture';

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

  it('ends with what was left out to look into, and says so of an empty day', () => {
    const paramount = candidate({
      name: 'Paramount Theatre',
      category: 'concerts',
    });
    const museum = candidate({ name: 'Museum', category: 'arts' });
    const note =
      'No show is listed at Paramount Theatre that day, so it is left out; check its calendar before going.';
    const plan = planDay(day({ candidates: [museum, paramount] }));
    expect(describeItinerary(plan).endsWith(` ${note}`)).toBe(true);
    const empty = planDay(day({ candidates: [paramount] }));
    expect(describeItinerary(empty)).toBe(`Nothing is planned. ${note}`);
  });
});
