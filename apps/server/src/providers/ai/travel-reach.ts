import { METRO_CENTER } from '@app/shared/metro';
import type { SearchPlace } from '@app/shared/search';

import { AREA_PHRASES, findArea } from './denver-areas';
import { NUMBER_WORDS } from './query-vocabulary';

/**
 * 'an hour from downtown', 'within 20 minutes of RiNo', '10 min walk from
 * Union Station': a time from a starting point. The point is where the
 * distance is measured from, not an area the places must be in (a hike an
 * hour from downtown is in the foothills, not in downtown's pocket parks).
 */

type Mode = 'drive' | 'bike' | 'walk';

/**
 * Straight-line kilometres covered in an hour, what a circle can hold of a
 * trip by road: downtown to Red Rocks is 20 km as the crow flies and about
 * half an hour's drive; a walk loses about a fifth of its 5 km/h to streets.
 */
const KM_PER_HOUR: Record<Mode, number> = { drive: 40, bike: 12, walk: 4 };

/** The schema's widest circle (50 km), a little over an hour's drive. */
const MAX_REACH_METERS = 50_000;
const MIN_REACH_METERS = 300;

/** 'from' alone: the trip people mean when they give no time. */
const DEFAULT_MINUTES = 60;
const WALKING_DISTANCE_MINUTES = 15;

const MODE_WORDS: Record<string, Mode> = {
  drive: 'drive',
  driving: 'drive',
  car: 'drive',
  ride: 'drive',
  walk: 'walk',
  walking: 'walk',
  foot: 'walk',
  bike: 'bike',
  biking: 'bike',
  cycle: 'bike',
  cycling: 'bike',
};

const MINUTE_UNITS = new Set(['minute', 'minutes', 'min', 'mins']);
const HOUR_UNITS = new Set(['hour', 'hours', 'hr', 'hrs', 'h']);
/** Words before an amount that bound it ('under an hour'). */
const CAP_WORDS = new Set(['under', 'within', 'in', 'max', 'about', 'around']);
/** Words between the time and the place that add nothing ('by car', 'or less'). */
const FILLER = new Set(['away', 'by', 'on', 'or', 'less']);

/** The metro's centre, for 'from denver' and a time with no place. */
const METRO: SearchPlace = {
  name: 'Denver',
  lat: METRO_CENTER.lat,
  lng: METRO_CENTER.lng,
  radius_meters: MIN_REACH_METERS,
};

type Amount = { minutes: number; end: number };

/** A duration starting at `i`: '30 minutes', '30min', 'an hour', 'half an hour'. */
function amountAt(tokens: string[], i: number): Amount | undefined {
  const at = (k: number) => tokens[i + k] ?? '';
  const glued = /^(\d{1,3})(min|mins|minute|minutes|h|hr|hrs|hour|hours)$/.exec(
    at(0),
  );
  if (glued) {
    const n = Number(glued[1]);
    return { minutes: MINUTE_UNITS.has(glued[2]!) ? n : n * 60, end: i + 1 };
  }
  if (at(0) === 'half' && at(1) === 'an' && HOUR_UNITS.has(at(2))) {
    return { minutes: 30, end: i + 3 };
  }
  if (at(0) === 'a' && at(1) === 'half' && HOUR_UNITS.has(at(2))) {
    return { minutes: 30, end: i + 3 };
  }
  const n = /^\d{1,3}$/.test(at(0))
    ? Number(at(0))
    : ['a', 'an', 'one'].includes(at(0))
      ? 1
      : NUMBER_WORDS[at(0)];
  if (!n) return undefined;
  if (MINUTE_UNITS.has(at(1))) return { minutes: n, end: i + 2 };
  if (HOUR_UNITS.has(at(1))) return { minutes: n * 60, end: i + 2 };
  return undefined;
}

/** An area phrase (or 'denver') starting at `i`, and where it ends. */
function originAt(
  tokens: string[],
  i: number,
): { place: SearchPlace; end: number } | undefined {
  const start = tokens[i] === 'the' ? i + 1 : i;
  if (tokens[start] === 'denver') return { place: METRO, end: start + 1 };
  for (const phrase of AREA_PHRASES) {
    const words = phrase.split(' ');
    if (words.every((w, k) => tokens[start + k] === w)) {
      const place = findArea(phrase);
      if (place) return { place, end: start + words.length };
    }
  }
  return undefined;
}

const durationLabel = (minutes: number) =>
  minutes === 60
    ? 'an hour'
    : minutes % 60 === 0
      ? `${minutes / 60} hours`
      : `${minutes} min`;

const MODE_LABEL: Record<Mode, string> = {
  drive: '',
  bike: ' by bike',
  walk: ' on foot',
};

const SEPARATOR = ', within ';

function reachPlace(origin: SearchPlace, minutes: number, mode: Mode) {
  const meters = (minutes / 60) * KM_PER_HOUR[mode] * 1000;
  return {
    name: `${origin.name}${SEPARATOR}${durationLabel(minutes)}${MODE_LABEL[mode]}`,
    lat: origin.lat,
    lng: origin.lng,
    radius_meters: Math.round(
      Math.min(MAX_REACH_METERS, Math.max(MIN_REACH_METERS, meters)),
    ),
  };
}

/** The starting point's name when the place is a reach around it ('Downtown'). */
export function travelOrigin(place: SearchPlace): string | undefined {
  const at = place.name.indexOf(SEPARATOR);
  return at > 0 ? place.name.slice(0, at) : undefined;
}

/**
 * The reach a question gives ('under an hour from downtown'), as a circle
 * around its starting point, marking the words it was read from as used.
 * A time with no place starts from the metro's centre; 'from <area>' with
 * no time is an hour's drive from it.
 */
export function findTravelReach(
  tokens: string[],
  used: boolean[],
): SearchPlace | undefined {
  const free = (i: number) => i < tokens.length && !used[i];
  for (let i = 0; i < tokens.length; i += 1) {
    if (!free(i)) continue;
    let minutes: number | undefined;
    let mode: Mode | undefined;
    let end = i;
    const amount = amountAt(tokens, i);
    if (amount) {
      minutes = amount.minutes;
      end = amount.end;
    } else if (tokens[i] === 'walking' && tokens[i + 1] === 'distance') {
      minutes = WALKING_DISTANCE_MINUTES;
      mode = 'walk';
      end = i + 2;
    } else if (tokens[i] !== 'from') {
      continue;
    }
    // 'drive', 'by car', 'away', 'on foot' between the time and the place.
    let travels = mode !== undefined;
    while (
      free(end) &&
      (MODE_WORDS[tokens[end]!] || FILLER.has(tokens[end]!))
    ) {
      mode ??= MODE_WORDS[tokens[end]!];
      travels ||= mode !== undefined || tokens[end] === 'away';
      end += 1;
    }
    const from = tokens[i] === 'from' ? i : end;
    const origin =
      tokens[from] === 'from' || tokens[from] === 'of'
        ? originAt(tokens, from + 1)
        : undefined;
    // A time alone is how long the thing lasts ('a hike under 2 hours'),
    // and walking distance from nowhere in particular says nothing.
    if (!origin && !(travels && tokens[i] !== 'walking')) continue;
    const capped = tokens[i - 2] === 'less' && tokens[i - 1] === 'than';
    const start =
      capped && free(i - 2)
        ? i - 2
        : CAP_WORDS.has(tokens[i - 1] ?? '') && free(i - 1)
          ? i - 1
          : i;
    const last = origin?.end ?? end;
    for (let k = start; k < last; k += 1) used[k] = true;
    return reachPlace(
      origin?.place ?? METRO,
      minutes ?? DEFAULT_MINUTES,
      mode ?? 'drive',
    );
  }
  return undefined;
}
