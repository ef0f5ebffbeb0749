import { describe, expect, it } from 'vitest';

import { bestOutdoorDay, weatherProblem } from './day-weather';

const TOLERANCE = {
  outdoor_temp_min: 50,
  outdoor_temp_max: 85,
  precipitation_tolerance: 30,
  wind_tolerance: 'medium',
} as const;
const MILD = { max_temp: 70, min_temp: 45, precipitation: 10, wind_speed: 5 };

describe('weatherProblem', () => {
  it('reads the tolerances: cold, wind, and none when mild', () => {
    expect(weatherProblem(MILD, TOLERANCE)).toBeNull();
    expect(weatherProblem(null, TOLERANCE)).toBeNull();
    expect(
      weatherProblem({ ...MILD, max_temp: 35 }, TOLERANCE)?.reason,
    ).toContain('below your 50°F minimum');
    expect(weatherProblem({ ...MILD, wind_speed: 28 }, TOLERANCE)?.kind).toBe(
      'swap',
    );
    expect(
      weatherProblem(
        { ...MILD, wind_speed: 28 },
        { ...TOLERANCE, wind_tolerance: 'high' },
      ),
    ).toBeNull();
  });
});

describe('bestOutdoorDay', () => {
  const day = (date: string, weather: Partial<typeof MILD>) => ({
    date,
    ...MILD,
    ...weather,
  });

  it('picks the driest suiting day, then the high nearest the middle', () => {
    const days = [
      day('sat', { precipitation: 60 }),
      day('sun', { max_temp: 80, precipitation: 0 }),
      day('mon', { max_temp: 68, precipitation: 0 }),
      day('tue', { max_temp: 40 }),
    ];
    expect(bestOutdoorDay(days, TOLERANCE)).toEqual({
      day: days[2],
      suiting: 2,
    });
  });

  it('counts a hot afternoon as not suiting, and is null when none suits', () => {
    expect(
      bestOutdoorDay(
        [day('sat', { max_temp: 95 }), day('sun', { wind_speed: 28 })],
        TOLERANCE,
      ),
    ).toBeNull();
  });
});
