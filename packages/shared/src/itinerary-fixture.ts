import type { DayRequest, ItineraryCandidate } from './itinerary';

/** Places, events and days for the itinerary optimiser's tests. */
const DOWNTOWN = { lat: 39.7453, lng: -104.9917 };

let nextId = 1;
export const candidate = (
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
export const MILD = {
  max_temp: 70,
  min_temp: 45,
  precipitation: 10,
  wind_speed: 5,
};

export const day = (overrides: Partial<DayRequest>): DayRequest => ({
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
