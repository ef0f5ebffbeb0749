import type { WeatherResponse } from '@app/shared/weather';
import { describe, expect, it } from 'vitest';

import { indoorReason } from './weather-rule';

const TOLERANCE = {
  outdoor_temp_min: 50,
  outdoor_temp_max: 85,
  precipitation_tolerance: 30,
};
/** A Thursday: the coming weekend is 2030-06-01 and 02. */
const TODAY = '2030-05-30';

function weather(
  days: { date: string; max_temp: number; precipitation: number }[],
  is_estimate = false,
): WeatherResponse {
  return {
    location: { lat: 39.7, lng: -105 },
    units: 'imperial',
    source: is_estimate ? 'climatology' : 'openweathermap',
    is_estimate,
    attribution: null,
    forecast: days.map((day) => ({
      min_temp: 40,
      humidity: 30,
      wind_speed: 5,
      temperature: { min: 40, max: day.max_temp, day: day.max_temp },
      weather: { main: 'Clear', description: 'clear sky', icon: '01d' },
      clouds: 0,
      ...day,
    })),
    hourly_3h: [],
  };
}

describe('indoorReason', () => {
  it('says nothing when the weekend suits outdoor plans or is not forecast', () => {
    const fine = weather([
      { date: '2030-06-01', max_temp: 70, precipitation: 10 },
      { date: '2030-06-02', max_temp: 72, precipitation: 30 },
    ]);
    expect(indoorReason(fine, TOLERANCE, TODAY)).toBeNull();
    // A rainy Thursday is not the weekend.
    const weekdayRain = weather([
      { date: TODAY, max_temp: 70, precipitation: 90 },
    ]);
    expect(indoorReason(weekdayRain, TOLERANCE, TODAY)).toBeNull();
    expect(indoorReason(null, TOLERANCE, TODAY)).toBeNull();
  });

  it('names the day and the limit it breaks: rain, cold or heat', () => {
    const at = (max_temp: number, precipitation: number) =>
      indoorReason(
        weather([
          { date: '2030-06-01', max_temp: 70, precipitation: 0 },
          { date: '2030-06-02', max_temp, precipitation },
        ]),
        TOLERANCE,
        TODAY,
      );
    expect(at(70, 80)).toBe(
      'Indoors: 80% chance of rain on Sunday, above your 30% limit',
    );
    expect(at(38.4, 0)).toBe(
      'Indoors: a high of 38°F on Sunday, below your 50°F minimum',
    );
    expect(at(96.6, 0)).toBe(
      'Indoors: a high of 97°F on Sunday, above your 85°F maximum',
    );
  });

  it('never acts on a climate-normal estimate', () => {
    const estimate = weather(
      [{ date: '2030-06-01', max_temp: 30, precipitation: 90 }],
      true,
    );
    expect(indoorReason(estimate, TOLERANCE, TODAY)).toBeNull();
  });
});
