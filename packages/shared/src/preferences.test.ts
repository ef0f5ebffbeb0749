import { describe, expect, it } from 'vitest';

import {
  DEFAULT_PREFERENCES,
  mergePreferences,
  parseMaxTravelTime,
  preferencesSchema,
  preferencesUpdateSchema,
} from './preferences';

const paths = (input: unknown) => {
  const result = preferencesUpdateSchema.safeParse(input);
  return (result.error?.issues ?? []).map((i) => i.path.join('.'));
};

describe('DEFAULT_PREFERENCES', () => {
  it('match spec 1 §9 and validate', () => {
    expect(preferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual(
      DEFAULT_PREFERENCES,
    );
    expect(DEFAULT_PREFERENCES).toMatchObject({
      default_budget_per_day: 100,
      default_radius: 15,
      max_travel_time: 30,
      outdoor_temp_min: 50,
      outdoor_temp_max: 85,
      precipitation_tolerance: 30,
      preferred_weather_conditions: ['sunny', 'partly cloudy'],
    });
    expect(DEFAULT_PREFERENCES.interests).toHaveLength(6);
  });
});

describe('preferencesUpdateSchema ranges', () => {
  it.each([
    [{ default_budget_per_day: 0 }, 'default_budget_per_day'],
    [{ default_budget_per_day: 525 }, 'default_budget_per_day'],
    [{ default_budget_per_day: 110 }, 'default_budget_per_day'],
    [{ default_radius: 4 }, 'default_radius'],
    [{ default_radius: 51 }, 'default_radius'],
    [{ outdoor_temp_min: 19 }, 'outdoor_temp_min'],
    [{ outdoor_temp_max: 101 }, 'outdoor_temp_max'],
    [{ precipitation_tolerance: 85 }, 'precipitation_tolerance'],
    [{ max_travel_time: -1 }, 'max_travel_time'],
    [{ max_travel_time: 121 }, 'max_travel_time'],
    [{ max_travel_time: 2.5 }, 'max_travel_time'],
    [{ rain_tolerance: 'extreme' }, 'rain_tolerance'],
    [{ dietary_restrictions: ['carnivore'] }, 'dietary_restrictions.0'],
    [{ interests: ['Knitting'] }, 'interests.0'],
    [{ outdoor_temp_min: 90, outdoor_temp_max: 60 }, 'outdoor_temp_min'],
    [{ unknown_field: true }, ''],
  ])('%j is rejected at %s', (input, path) => {
    expect(paths(input)).toEqual([path]);
  });

  it('explains each range in words the editor can show', () => {
    const result = preferencesUpdateSchema.safeParse({
      default_budget_per_day: 510,
      default_radius: 60,
      max_travel_time: 1.5,
      outdoor_temp_max: 10,
      precipitation_tolerance: 90,
    });
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([
      'Budget per day must be a multiple of $25',
      'Budget per day must be between $25 and $500',
      'Max travel time must be a whole number of minutes',
      'Precipitation tolerance must be between 0 and 80%',
      'Search radius must be between 5 and 50 miles',
      'Temperature must be between 20 and 100 °F',
    ]);
  });

  it('accepts the range ends', () => {
    expect(
      paths({
        default_budget_per_day: 500,
        default_radius: 5,
        outdoor_temp_min: 20,
        outdoor_temp_max: 100,
        precipitation_tolerance: 80,
        max_travel_time: 0,
      }),
    ).toEqual([]);
  });
});

describe('normalisation', () => {
  it('lowercases dietary and cuisine, and de-duplicates lists', () => {
    const parsed = preferencesUpdateSchema.parse({
      dietary_restrictions: ['Vegan', 'vegan', 'Gluten-Free'],
      cuisine_preferences: ['Middle Eastern', 'Thai', 'THAI'],
      preferred_activities: ['Hiking', 'Hiking', 'Jazz'],
      interests: ['Shopping', 'Shopping'],
    });
    expect(parsed).toEqual({
      dietary_restrictions: ['vegan', 'gluten-free'],
      cuisine_preferences: ['middle eastern', 'thai'],
      preferred_activities: ['Hiking', 'Jazz'],
      interests: ['Shopping'],
    });
  });

  it('merges a partial update and checks the combined temperature range', () => {
    const ok = mergePreferences(DEFAULT_PREFERENCES, { has_car: false });
    expect(ok.success && ok.data.has_car).toBe(false);
    const bad = mergePreferences(DEFAULT_PREFERENCES, { outdoor_temp_min: 90 });
    expect(bad.success).toBe(false);
  });
});

describe('parseMaxTravelTime', () => {
  it('treats empty as 0 and accepts only whole numbers up to 120', () => {
    expect(parseMaxTravelTime('')).toBe(0);
    expect(parseMaxTravelTime(' 45 ')).toBe(45);
    expect(parseMaxTravelTime('120')).toBe(120);
    expect(parseMaxTravelTime('121')).toBeNull();
    expect(parseMaxTravelTime('-5')).toBeNull();
    expect(parseMaxTravelTime('1.5')).toBeNull();
    expect(parseMaxTravelTime('abc')).toBeNull();
  });
});
