import type { WeatherResponse } from '@app/shared/weather';
import { describe, expect, it } from 'vitest';

import { weatherOpportunities } from './weekend-rules';

const TOLERANCE = {
  outdoor_temp_min: 50,
  outdoor_temp_max: 85,
  precipitation_tolerance: 30,
};

function weather(
  slots: [string, number, number][],
  day: { max_temp: number; precipitation: number },
): WeatherResponse {
  return {
    location: { lat: 39.7, lng: -105 },
    units: 'imperial',
    source: 'openweathermap',
    is_estimate: false,
    attribution: null,
    forecast: [
      {
        date: '2030-06-01',
        min_temp: 50,
        humidity: 30,
        wind_speed: 5,
        temperature: { min: 50, max: day.max_temp, day: day.max_temp },
        weather: { main: 'Clear', description: 'clear sky', icon: '01d' },
        clouds: 0,
        ...day,
      },
    ],
    hourly_3h: slots.map(([time, temperature, precipitation]) => ({
      datetime: `2030-06-01T${time}`,
      temperature,
      feels_like: temperature,
      precipitation,
      wind_speed: 5,
      condition: 'Clear',
    })),
  };
}

describe('weatherOpportunities', () => {
  it('reports the longest daylight run that suits outdoor plans', () => {
    const forecast = weather(
      [
        ['09:00', 48, 0],
        ['12:00', 66, 10],
        ['15:00', 72, 20],
      ],
      { max_temp: 72, precipitation: 20 },
    );
    expect(weatherOpportunities(['2030-06-01'], forecast, TOLERANCE)).toEqual([
      {
        date: '2030-06-01',
        window: 'Sat 12:00 PM-6:00 PM',
        recommendation:
          'Good for outdoor plans: 66-72°F, up to 20% chance of rain.',
        is_estimate: false,
      },
    ]);
  });

  it('says why to stay in when no slot suits, and skips dates without a forecast', () => {
    const forecast = weather(
      [
        ['09:00', 60, 70],
        ['12:00', 62, 80],
        ['15:00', 61, 60],
      ],
      { max_temp: 62, precipitation: 80 },
    );
    expect(
      weatherOpportunities(['2030-06-01', '2030-06-09'], forecast, TOLERANCE),
    ).toEqual([
      {
        date: '2030-06-01',
        window: 'Sat all day',
        recommendation: '80% chance of rain: favour indoor plans.',
        is_estimate: false,
      },
    ]);
  });
});
