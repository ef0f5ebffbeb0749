import { z } from 'zod';

import { INTEREST_NAMES } from './interests';
import { DEFAULT_RADIUS_MILES } from './metro';

/** Slider and field ranges of spec 1 §5. */
export const PREFERENCE_RANGES = {
  budgetPerDay: { min: 25, max: 500, step: 25 },
  radius: { min: 5, max: 50, step: 5 },
  temperature: { min: 20, max: 100, step: 5 },
  precipitation: { min: 0, max: 80, step: 5 },
  maxTravelTime: { min: 0, max: 120 },
  budgetTotal: { min: 0, max: 100_000 },
} as const;

/** Upper bound on free-form list lengths and item sizes. */
export const PREFERENCE_LIST_MAX = 50;
export const PREFERENCE_ITEM_MAX_LENGTH = 100;

export const WEATHER_CONDITIONS = [
  'sunny',
  'partly cloudy',
  'cloudy',
  'overcast',
  'clear',
  'foggy',
] as const;

/** Display labels; stored values are their lowercase forms. */
export const DIETARY_OPTIONS = [
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Dairy-Free',
  'Kosher',
  'Halal',
  'Keto',
  'Paleo',
] as const;

export const CUISINE_OPTIONS = [
  'Italian',
  'Mexican',
  'Asian',
  'Indian',
  'Mediterranean',
  'American',
  'French',
  'Thai',
  'Japanese',
  'Chinese',
  'Greek',
  'Middle Eastern',
] as const;

/** Stored (lowercase) option values as their display labels ('gluten-free' -> 'Gluten-Free'). */
export function optionLabels(
  options: readonly string[],
  values: readonly string[],
): string[] {
  return values.map(
    (value) => options.find((o) => o.toLowerCase() === value) ?? value,
  );
}

export const TOLERANCE_LEVELS = ['low', 'medium', 'high'] as const;
export const BUDGET_TYPES = ['per_day', 'total'] as const;

export const DEFAULT_INTERESTS = [
  'Food & Dining',
  'Outdoor Activities',
  'Entertainment',
  'Professional Sports',
  'Concerts & Events',
  'Bars & Nightlife',
];

const lower = (values: readonly string[]) =>
  values.map((v) => v.toLowerCase()) as [string, ...string[]];

const dedupe = <T>(values: T[]): T[] => [...new Set(values)];

const list = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).max(PREFERENCE_LIST_MAX).transform(dedupe);

const freeText = z.string().trim().min(1).max(PREFERENCE_ITEM_MAX_LENGTH);
const lowercaseOneOf = (values: readonly string[]) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(lower(values)));

/** A number within [min, max], with one readable message for the editor. */
const between = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

const tolerance = z.enum(TOLERANCE_LEVELS);
const { budgetPerDay, radius, temperature, precipitation, maxTravelTime } =
  PREFERENCE_RANGES;

const preferenceFields = {
  preferred_activities: list(freeText),
  default_budget_per_day: between(
    budgetPerDay.min,
    budgetPerDay.max,
    'Budget per day must be between $25 and $500',
  ).multipleOf(budgetPerDay.step, 'Budget per day must be a multiple of $25'),
  default_budget_total: between(
    PREFERENCE_RANGES.budgetTotal.min,
    PREFERENCE_RANGES.budgetTotal.max,
    'Total budget must be between $0 and $100,000',
  ).nullable(),
  preferred_budget_type: z.enum(BUDGET_TYPES),
  default_radius: between(
    radius.min,
    radius.max,
    'Search radius must be between 5 and 50 miles',
  ),
  interests: list(z.enum(INTEREST_NAMES as [string, ...string[]])),
  dietary_restrictions: list(lowercaseOneOf(DIETARY_OPTIONS)),
  cuisine_preferences: list(lowercaseOneOf(CUISINE_OPTIONS)),
  has_car: z.boolean(),
  prefers_walking: z.boolean(),
  max_travel_time: between(
    maxTravelTime.min,
    maxTravelTime.max,
    'Max travel time must be between 0 and 120 minutes',
  ).int('Max travel time must be a whole number of minutes'),
  email_notifications: z.boolean(),
  sms_notifications: z.boolean(),
  outdoor_temp_min: between(
    temperature.min,
    temperature.max,
    'Temperature must be between 20 and 100 °F',
  ),
  outdoor_temp_max: between(
    temperature.min,
    temperature.max,
    'Temperature must be between 20 and 100 °F',
  ),
  rain_tolerance: tolerance,
  wind_tolerance: tolerance,
  humidity_sensitivity: tolerance,
  prefers_cold_weather_activities: z.boolean(),
  prefers_hot_weather_activities: z.boolean(),
  preferred_weather_conditions: list(lowercaseOneOf(WEATHER_CONDITIONS)),
  precipitation_tolerance: between(
    precipitation.min,
    precipitation.max,
    'Precipitation tolerance must be between 0 and 80%',
  ),
};

const tempOrder = {
  check: (v: { outdoor_temp_min?: number; outdoor_temp_max?: number }) =>
    v.outdoor_temp_min === undefined ||
    v.outdoor_temp_max === undefined ||
    v.outdoor_temp_min <= v.outdoor_temp_max,
  message: 'Minimum temperature must not exceed maximum temperature',
};

/** The stored, complete preferences of one user. */
export const preferencesSchema = z
  .object(preferenceFields)
  .refine(tempOrder.check, {
    message: tempOrder.message,
    path: ['outdoor_temp_min'],
  });
export type Preferences = z.output<typeof preferencesSchema>;

/**
 * PUT body: any subset of the fields; omitted fields keep their stored
 * values. Unknown fields are rejected so typos do not pass silently.
 */
export const preferencesUpdateSchema = z
  .strictObject(preferenceFields)
  .partial()
  .refine(tempOrder.check, {
    message: tempOrder.message,
    path: ['outdoor_temp_min'],
  });
export type PreferencesUpdate = z.input<typeof preferencesUpdateSchema>;
export type PreferencesUpdateData = z.output<typeof preferencesUpdateSchema>;

/** Spec 1 §9 defaults for a user who has saved nothing yet. */
export const DEFAULT_PREFERENCES: Preferences = {
  preferred_activities: [],
  default_budget_per_day: 100,
  default_budget_total: null,
  preferred_budget_type: 'per_day',
  default_radius: DEFAULT_RADIUS_MILES,
  interests: [...DEFAULT_INTERESTS],
  dietary_restrictions: [],
  cuisine_preferences: [],
  has_car: true,
  prefers_walking: false,
  max_travel_time: 30,
  email_notifications: true,
  sms_notifications: false,
  outdoor_temp_min: 50,
  outdoor_temp_max: 85,
  rain_tolerance: 'medium',
  wind_tolerance: 'medium',
  humidity_sensitivity: 'medium',
  prefers_cold_weather_activities: false,
  prefers_hot_weather_activities: true,
  preferred_weather_conditions: ['sunny', 'partly cloudy'],
  precipitation_tolerance: 30,
};

/** Max travel time field rule: empty means 0 (no limit). */
export function parseMaxTravelTime(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= maxTravelTime.max ? value : null;
}

/** Merges an update onto stored preferences and validates the result. */
export function mergePreferences(
  current: Preferences,
  update: PreferencesUpdateData,
) {
  return preferencesSchema.safeParse({ ...current, ...update });
}
