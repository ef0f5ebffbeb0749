import { describe, expect, it } from 'vitest';

import { weatherProblem } from './day-weather';

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
