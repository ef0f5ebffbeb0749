import type { Activity } from '@app/shared/activity';
import { METERS_PER_MILE, METRO_CENTER } from '@app/shared/metro';
import type { ParsedSearch } from '@app/shared/search';

import { travelOrigin } from '../../providers/ai/travel-reach';
import type {
  ActivitiesService,
  SuggestionQuery,
} from '../activities/activities.service';

import { AREA_WIDENING } from './area-constraint';
import { kindredOf, kindWords } from './kinds';
import { featureReadings, isFeature } from './listing-features';
import { NIGHT_CATEGORIES } from './night-out';
import { EVENT_CATEGORIES } from './result-ranking';
import { readFrom, type TimeWindow } from './search-window';

/** The whole metro: search is by meaning, not distance. */
export const METRO_RADIUS_METERS = 100 * METERS_PER_MILE;

/**
 * How far from a named area the last reading looks when nothing lies in or
 * near it ('restaurants in Golden', 'hikes near Boulder'): the nearest of
 * the kind, which the answer names with their distance.
 */
const NEAREST_RADIUS_METERS = 40 * METERS_PER_MILE;

/** Candidates read per pass: recurring events and filters thin them out. */
const CANDIDATE_FACTOR = 3;

/**
 * Where a day with nothing more said goes after its events: the places
 * people go out to, not the public art and pocket parks that lie nearest
 * the centre and had filled 'something new this weekend'.
 */
const DAY_OUT = {
  categories: ['arts', 'entertainment', 'shopping', 'outdoors', 'nightlife'],
  subcategories: [
    'Museums',
    'Science Centers',
    'Art Galleries',
    'Historical Sites',
    'Theater',
    'Comedy Shows',
    'Bowling',
    'Arcade',
    'Movies',
    'Escape Rooms',
    'Mini Golf',
    'Markets',
    'Gardens',
    'Hiking',
    'Breweries',
  ],
};

/**
 * The catalogue reads for a question, strictest first: keywords, the
 * words that show an asked feature ('outdoor seating') or kind ('trail'),
 * subcategories, the nearest kinds to one seldom listed, then categories;
 * never outside the categories asked. A question naming only a time reads
 * that time's events first, as an evening reads its events and night
 * places: otherwise the best-rated places near the centre, mostly public
 * art, fill the page.
 */
function readingsFor(parsed: ParsedSearch, base: SuggestionQuery) {
  const text = parsed.keywords.length
    ? parsed.keywords.join(' or ')
    : undefined;
  const categories = parsed.categories.length ? parsed.categories : undefined;
  const subcategories = parsed.subcategories.length
    ? parsed.subcategories
    : undefined;
  const readings: SuggestionQuery[] = [];
  if (text) readings.push({ ...base, text, categories, subcategories });
  for (const words of [...featureReadings(parsed), ...kindWords(parsed)]) {
    readings.push({ ...base, text: words, categories });
  }
  if (subcategories) readings.push({ ...base, categories, subcategories });
  // One kind at a time, nearest first: read together, the many plain bars
  // crowded out the few cocktail bars.
  for (const kind of kindredOf(parsed)) {
    readings.push({ ...base, categories, subcategories: [kind] });
  }
  if (categories) readings.push({ ...base, categories });
  // Only what is asked of a place ('wheelchair accessible things to do'),
  // which few listings record: the day out's places, with the summary
  // saying what could not be checked, rather than an empty page.
  const onlyFeatures =
    !categories &&
    !subcategories &&
    parsed.keywords.length > 0 &&
    parsed.keywords.every(isFeature);
  if (onlyFeatures) readings.push({ ...base, ...DAY_OUT });
  if (readings.length === 0 || onlyFeatures) {
    const evening = parsed.time_of_day === 'evening';
    if (parsed.when !== null || evening) {
      readings.push({ ...base, categories: [...EVENT_CATEGORIES] });
      readings.push(
        evening
          ? { ...base, categories: NIGHT_CATEGORIES }
          : { ...base, ...DAY_OUT },
      );
    }
    // Nothing but a place, a time or a price: the best of what fits.
    readings.push(base);
  }
  return readings;
}

/**
 * Reads the catalogue until enough candidates are found, inside a named
 * area first and then around it. A trip's reach ('an hour from downtown')
 * is never widened: past it is past the time asked.
 */
export async function findCandidates(
  activities: Pick<ActivitiesService, 'findSuggestions'>,
  parsed: ParsedSearch,
  window: TimeWindow | undefined,
  limit: number,
): Promise<Map<number, Activity>> {
  const want = Math.min(limit * CANDIDATE_FACTOR, 200);
  const place = parsed.place;
  const readings = readingsFor(parsed, {
    lat: place?.lat ?? METRO_CENTER.lat,
    lng: place?.lng ?? METRO_CENTER.lng,
    radiusMeters: place?.radius_meters ?? METRO_RADIUS_METERS,
    maxPriceLevel: parsed.price_max ?? undefined,
    from: window && readFrom(window),
    to: window?.to,
    limit: want,
  });
  const found = new Map<number, Activity>();
  const read = async (passes: SuggestionQuery[]) => {
    for (const reading of passes) {
      if (found.size >= want) break;
      for (const activity of await activities.findSuggestions(reading)) {
        if (!found.has(activity.id)) found.set(activity.id, activity);
      }
    }
  };
  if (place && !travelOrigin(place)) {
    // Each reading inside the area and then around it, before the next
    // looser one: read all inside first, the area's restaurants had filled
    // the candidates before the brunch places a mile off were read, and
    // 'brunch in the Highlands' answered with tacos.
    const wider = place.radius_meters * AREA_WIDENING;
    await read(readings.flatMap((r) => [r, { ...r, radiusMeters: wider }]));
    if (found.size === 0) {
      await read(
        readings.map((r) => ({ ...r, radiusMeters: NEAREST_RADIUS_METERS })),
      );
    }
    return found;
  }
  await read(readings);
  return found;
}
