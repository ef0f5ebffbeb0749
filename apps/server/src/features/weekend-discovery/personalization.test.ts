import type { PlanWeather } from '@app/shared/itinerary-weather';
import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import type { AiSearchResult } from '@app/shared/search';
import { describe, expect, it } from 'vitest';

import { wireActivity } from '../../test/wire-activity';

import { personalize, type PersonalContext } from './personalization';

const result = (over: Partial<AiSearchResult>): AiSearchResult => ({
  ...wireActivity({
    name: 'Washington Park',
    category: 'outdoors',
    subcategory: 'Parks',
    types: ['park'],
    latitude: 39.7,
    longitude: -104.97,
    rating: 4.5,
    source: 'osm',
    source_id: 'n1',
  }),
  relevance_score: 0.9,
  ai_explanation: '',
  other_dates: [],
  ...over,
});

/** A Sunday with a cold morning (23 °F at 9 am) warming to 52 °F by 3 pm. */
const coldMorning: PlanWeather = {
  max_temp: 52,
  min_temp: 23,
  precipitation: 0,
  wind_speed: 5,
  sunrise: 7 * 60,
  sunset: 16 * 60 + 40,
  hours: [0, 3, 6, 9, 12, 15, 18, 21].map((h, i) => ({
    minute: h * 60,
    temperature: [20, 19, 20, 23, 40, 52, 38, 30][i]!,
    feels_like: [14, 13, 14, 18, 37, 50, 33, 25][i]!,
    precipitation: 0,
    wind_speed: 5,
  })),
};

const context = (weather: PlanWeather | null): PersonalContext => ({
  start: { lat: 39.74, lng: -104.99 },
  prefs: { ...DEFAULT_PREFERENCES, outdoor_temp_min: 45 },
  weather,
  recentPeople: new Map(),
  eventsListed: false,
});

describe('weather suitability', () => {
  it('judges an outdoor pick at the hours it would be planned, not the day’s high', () => {
    const park = personalize(result({}), context(coldMorning));
    // 9 am and noon are below the 45 °F minimum, 3 pm is not.
    expect(park.personalization.weather_suitability).toBe(33);
    expect(park.personalization.personalized_tips).toContain(
      'Too cold at 9 am (23 °F, feels like 18 °F): outside your weather preferences for this outdoor pick.',
    );
    const warm = personalize(
      result({}),
      context({
        ...coldMorning,
        hours: coldMorning.hours!.map((h) => ({
          ...h,
          temperature: 60,
          feels_like: 60,
        })),
      }),
    );
    expect(warm.personalization.weather_suitability).toBe(100);
    expect(park.personalization.relevance_score).toBeLessThan(
      warm.personalization.relevance_score,
    );
  });

  it('judges by the day’s figures without hours, and never an indoor pick or without a forecast', () => {
    const { hours: _hours, ...daily } = coldMorning;
    const cold = { ...daily, max_temp: 30 };
    expect(
      personalize(result({}), context(cold)).personalization
        .weather_suitability,
    ).toBe(30);
    const museum = result({ category: 'arts', types: ['museum'] });
    expect(
      personalize(museum, context(coldMorning)).personalization
        .weather_suitability,
    ).toBe(100);
    expect(
      personalize(result({}), context(null)).personalization
        .weather_suitability,
    ).toBe(100);
  });
});
