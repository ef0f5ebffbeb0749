import type { Activity } from '@app/shared/activity';
import { distanceMeters, METERS_PER_MILE } from '@app/shared/metro';
import type { ParsedSearch, SearchPlace } from '@app/shared/search';
import type { Point } from '@app/shared/travel';

import type { ActivitiesService } from '../activities/activities.service';
import {
  AREA_WIDENING,
  keepInArea,
  type Widening,
} from '../search/area-constraint';
import { featureNotes, keepFeatured } from '../search/listing-features';
import { isKnownFree, isOutdoors } from '../search/result-filters';
import { wideningNote } from '../search/search-summary';
import { searchWindow } from '../search/search-window';
import { fitsQuestion } from '../search/search.service';

const MEAL_CANDIDATES = 40;
const MEAL_RADIUS_METERS = 8 * METERS_PER_MILE;
/** Indoor places kept at hand to stand in for outdoor picks the forecast rules out. */
const INDOOR_CANDIDATES = 30;
const INDOOR_CATEGORIES = ['arts', 'entertainment', 'recreational_sports'];

type Finder = Pick<ActivitiesService, 'findSuggestions'>;

/** The places to eat and the indoor stand-ins around a point. */
export async function fetchPools(
  activities: Finder,
  at: Point,
  radiusMeters = MEAL_RADIUS_METERS,
) {
  const [meals, indoor] = await Promise.all([
    activities.findSuggestions({
      ...at,
      radiusMeters,
      categories: ['food'],
      limit: MEAL_CANDIDATES,
    }),
    activities.findSuggestions({
      ...at,
      radiusMeters,
      categories: INDOOR_CATEGORIES,
      limit: INDOOR_CANDIDATES,
    }),
  ]);
  return { meals, indoor };
}

/**
 * Under a price cap, what is known to cost more is out (under 'free', all
 * but the known free and the unpriced). When nothing is left, the cheapest
 * known. The note, in the search summary's words, says when none left is
 * known to fit.
 */
function keepPriced(pool: Activity[], cap: number | null) {
  if (cap === null || pool.length === 0) return { kept: pool };
  const known = (a: Activity) =>
    cap === 0 ? isKnownFree(a) : a.price_level !== null && a.price_level <= cap;
  const unpriced = (a: Activity) => a.price_level === null && !known(a);
  const kept = pool.filter((a) => known(a) || unpriced(a));
  const unmet =
    cap === 0
      ? 'Nothing known to be free matched; these may charge.'
      : 'None of these has a listed price; only places known to cost more were left out.';
  if (kept.length === 0) {
    const cheapest = Math.min(...pool.map((a) => a.price_level ?? 0));
    return {
      kept: pool.filter((a) => a.price_level === cheapest),
      note:
        cap === 0
          ? unmet
          : 'None is known to fit the price asked; these are the cheapest listed.',
    };
  }
  return { kept, note: kept.some(known) ? undefined : unmet };
}

/**
 * Nothing within the widening: all of them, the day plans weighing the
 * travel, and the note says how far they lie. A stand-in for a rained-out
 * Red Rocks must be of a related kind, which the nearest few seldom are.
 */
function nearestOutside(pool: Activity[], place: SearchPlace) {
  const farthest = Math.max(
    ...pool.map((a) =>
      distanceMeters(place, { lat: a.latitude, lng: a.longitude }),
    ),
  );
  const widening: Widening = {
    name: place.name,
    miles: Math.ceil((farthest / METERS_PER_MILE) * 10) / 10,
  };
  return { activities: pool, widening };
}

/**
 * A pool the day plans fill gaps from (meals, indoor stand-ins), held to
 * the question as search holds its results: its time, setting and audience,
 * the features asked, the price cap and the area. What it cannot meet is
 * said, in the search summary's words, with what was used instead.
 */
export function meetQuestion(
  pool: Activity[],
  parsed: ParsedSearch,
  asked: Date,
  what: string,
): { activities: Activity[]; notes: string[] } {
  const fitting = pool.filter(
    fitsQuestion({ parsed, window: searchWindow(parsed.when, asked) }),
  );
  const featured = keepFeatured(fitting, parsed);
  const priced = keepPriced(featured, parsed.price_max);
  const inArea = keepInArea(priced.kept, parsed.place);
  const area =
    inArea.activities.length === 0 && priced.kept.length > 0 && parsed.place
      ? nearestOutside(priced.kept, parsed.place)
      : inArea;
  const notes = [
    ...featureNotes(parsed, area.activities).notes,
    ...(priced.note ? [priced.note] : []),
    ...(area.widening ? [wideningNote(area.widening)] : []),
  ];
  return {
    activities: area.activities,
    notes: notes.map((n) => `${what}: ${n}`),
  };
}

/**
 * Meals and stand-ins held to the question; asked about a named area, they
 * are looked for around it rather than around the start.
 */
export async function questionPools(
  activities: Finder,
  parsed: ParsedSearch,
  asked: Date,
  near: { meals: Activity[]; indoor: Activity[] },
) {
  const place = parsed.place;
  const around = place
    ? await fetchPools(
        activities,
        place,
        Math.max(place.radius_meters * AREA_WIDENING, 2 * METERS_PER_MILE),
      )
    : near;
  // Around the area first; when nothing there meets the question, the
  // start's pool, whose note says how far it lies.
  const meet = (
    local: Activity[],
    wide: Activity[],
    what: string,
  ): ReturnType<typeof meetQuestion> => {
    const held = meetQuestion(local, parsed, asked, what);
    return held.activities.length > 0 || !place
      ? held
      : meetQuestion(wide, parsed, asked, what);
  };
  const meals = meet(around.meals, near.meals, 'Places to eat');
  // Only indoor places stand in: a mural in the area is no shelter.
  const roofed = (pool: Activity[]) => pool.filter((a) => !isOutdoors(a));
  const indoor = meet(
    roofed(around.indoor),
    roofed(near.indoor),
    'Indoor stand-ins',
  );
  return {
    meals: meals.activities,
    indoor: indoor.activities,
    mealNotes: meals.notes,
    indoorNotes: indoor.notes,
  };
}

/** The opening sentence of a summary that found what it was asked. */
const FOUND =
  /^Found \d+ activit(?:y|ies) for ".*", looking for: [^.]*\.\s*|^Found \d+ activit(?:y|ies) for ".*"\.\s*/;

/**
 * What the search summary says the results could not meet (no such event
 * then, nothing inside the area, no listing showing a patio), without its
 * count of what was found; empty when it met everything.
 */
export function unmetInSummary(summary: string): string | undefined {
  const rest = summary.replace(FOUND, '').trim();
  return rest.length > 0 ? rest : undefined;
}

/** Meals and stand-ins held to the question, with what they could not meet. */
export type Held = Awaited<ReturnType<typeof questionPools>>;

/**
 * What a day could not meet of the question: what the search summary says
 * of its results, and what the meals or stand-ins it used could not meet.
 */
export function unmetNotes(
  slots: { activity_id: number }[],
  held: Held,
  searchSummary: string,
): string[] {
  const used = (pool: Activity[]) =>
    pool.some((a) => slots.some((s) => s.activity_id === a.id));
  const unmet = unmetInSummary(searchSummary);
  return [
    ...(unmet ? [unmet] : []),
    ...(used(held.meals) ? held.mealNotes : []),
    ...(used(held.indoor) ? held.indoorNotes : []),
  ];
}
