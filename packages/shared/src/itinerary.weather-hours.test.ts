import { describe, expect, it } from 'vitest';

import { planDay } from './itinerary';
import { candidate, day, MILD } from './itinerary-fixture';
import {
  hourlyProblem,
  planWeatherOf,
  type HourWeather,
} from './itinerary-weather';

/** A cold morning that warms up by the afternoon. */
const hours = (temps: Record<number, number>, rain = 0): HourWeather[] =>
  Object.entries(temps).map(([hour, t]) => ({
    minute: Number(hour) * 60,
    temperature: t,
    feels_like: t,
    precipitation: rain,
    wind_speed: 3,
  }));
const COLD_MORNING = {
  ...MILD,
  hours: hours({ 6: 20, 9: 23, 12: 52, 15: 60, 18: 48, 21: 40 }),
};

describe('itinerary optimiser: the weather at the hour', () => {
  it('swaps a cold morning hike for an indoor place of a related kind, and says why', () => {
    const hike = candidate({
      name: 'Red Rocks Trail',
      category: 'outdoors',
      outdoors: true,
      score: 0.95,
    });
    const arcade = candidate({
      name: 'Arcade',
      category: 'entertainment',
      score: 0.7,
    });
    const museum = candidate({
      name: 'Denver Museum of Nature & Science',
      category: 'arts',
      score: 0.4,
    });
    const plan = planDay(
      day({
        candidates: [hike, arcade],
        indoor: [museum],
        weather: COLD_MORNING,
      }),
    );
    expect(plan.slots[0]).toMatchObject({
      activity_name: 'Denver Museum of Nature & Science',
      start_time: '09:30',
      weather_reason:
        'Too cold at 9:30 am (23 °F): Denver Museum of Nature & Science instead',
    });
    // By the afternoon it is warm enough to hike.
    expect(
      plan.slots.find((s) => s.activity_name === 'Red Rocks Trail')!.start_time,
    ).toBe('13:30');
    expect(plan.weather_adjusted).toBe(true);
    expect(plan.weather_note).toContain('Too cold at 9:30 am');
  });

  it('judges the hours planned, not the day: a warm high does not save a freezing morning', () => {
    const tolerance = {
      outdoor_temp_min: 40,
      outdoor_temp_max: 90,
      precipitation_tolerance: 30,
      wind_tolerance: 'medium',
    } as const;
    expect(hourlyProblem(COLD_MORNING.hours, tolerance, 9 * 60, 11 * 60)).toBe(
      'Too cold at 9 am (23 °F)',
    );
    expect(
      hourlyProblem(COLD_MORNING.hours, tolerance, 13 * 60, 15 * 60),
    ).toBeNull();
    const chilly = [
      {
        minute: 540,
        temperature: 38,
        feels_like: 29,
        precipitation: 0,
        wind_speed: 15,
      },
    ];
    expect(hourlyProblem(chilly, tolerance, 540, 600)).toBe(
      'Too cold at 9 am (38 °F, feels like 29 °F)',
    );
    const wet = hours({ 12: 60, 15: 62 }, 70);
    expect(hourlyProblem(wet, tolerance, 13 * 60, 15 * 60)).toBe(
      'Rain or snow likely at 1 pm (70%)',
    );
  });

  it('keeps outdoor places in daylight from the forecast sunrise and sunset', () => {
    const park = candidate({
      name: 'Park',
      outdoors: true,
      score: 0.9,
      duration: 60,
    });
    const late = { ...MILD, sunrise: 10 * 60 + 30, sunset: 15 * 60 };
    const plan = planDay(day({ candidates: [park], weather: late }));
    expect(plan.slots.find((s) => s.activity_name === 'Park')!.start_time).toBe(
      '10:30',
    );
  });

  it('reads typical weather as no forecast: nothing is swapped', () => {
    const typical = {
      is_estimate: true,
      forecast: [],
      hourly_3h: [],
    };
    expect(planWeatherOf(typical, '2026-11-28')).toBeNull();
    const live = {
      is_estimate: false,
      forecast: [
        {
          date: '2026-11-28',
          max_temp: 45,
          min_temp: 20,
          humidity: 40,
          wind_speed: 8,
          temperature: { min: 20, max: 45, day: 44 },
          weather: { main: 'Clear', description: 'clear sky', icon: '01d' },
          precipitation: 0,
          clouds: 0,
          sunrise: '06:58',
          sunset: '16:37',
        },
      ],
      hourly_3h: [
        {
          datetime: '2026-11-28T09:00',
          temperature: 23,
          feels_like: 17,
          precipitation: 0,
          wind_speed: 6,
          condition: 'Clear',
        },
        {
          datetime: '2026-11-29T09:00',
          temperature: 30,
          feels_like: 30,
          precipitation: 0,
          wind_speed: 2,
          condition: 'Clear',
        },
      ],
    };
    expect(planWeatherOf(live, '2026-11-28')).toMatchObject({
      sunrise: 6 * 60 + 58,
      sunset: 16 * 60 + 37,
      hours: [{ minute: 540, temperature: 23, feels_like: 17 }],
    });
  });
});
