import { AREA_PHRASES, findArea } from '../ai/denver-areas';

import { METRO_PLACES, nearestMetroPlace } from './metro-places';
import { ZIP_CENTROIDS } from './zip-centroids';

export type GazetteerKind = 'neighborhood' | 'city' | 'landmark' | 'postcode';

export type GazetteerPlace = {
  name: string;
  kind: GazetteerKind;
  formatted_address: string;
  latitude: number;
  longitude: number;
};

type Entry = {
  name: string;
  kind: GazetteerKind;
  lat: number;
  lng: number;
  keys: string[];
};

type Source = Omit<Entry, 'keys'> & { aliases?: string[] };

const DENVER: Source = {
  name: 'Denver',
  kind: 'city',
  lat: 39.7392,
  lng: -104.9903,
  aliases: ['denver city', 'mile high city'],
};

/** Places people name that are neither a neighbourhood nor a city. */
const LANDMARKS: Source[] = [
  ['Denver Zoo', 39.7496, -104.9508],
  ['Denver Botanic Gardens', 39.7321, -104.9598, ['botanic gardens']],
  ['Denver Art Museum', 39.7372, -104.9893, ['art museum']],
  [
    'Denver Museum of Nature & Science',
    39.7475,
    -104.9428,
    ['museum of nature and science', 'nature and science museum'],
  ],
  ['Colorado State Capitol', 39.7393, -104.9848, ['state capitol', 'capitol']],
  [
    'Denver International Airport',
    39.8561,
    -104.6737,
    ['dia', 'den', 'airport', 'denver airport'],
  ],
  ['Elitch Gardens', 39.7503, -105.0097, ['elitches']],
  ['Meow Wolf Convergence Station', 39.7425, -105.0125, ['meow wolf']],
  ['Red Rocks Amphitheatre', 39.6654, -105.2057, ['red rocks amphitheater']],
].map(([name, lat, lng, aliases]) => ({
  name: name as string,
  kind: 'landmark',
  lat: lat as number,
  lng: lng as number,
  aliases: aliases as string[] | undefined,
}));

/** Lower case, no apostrophes or punctuation: "Sloan's Lake" -> "sloans lake". */
function normalizePlaceText(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const TRAILING_REGION = /(?:\s(?:co|colo|colorado|usa|us))+$/;

/** "Capitol Hill, Denver, CO 80203" -> "capitol hill": what names the place. */
function placeWords(normalized: string): string {
  const bare = ` ${normalized}`
    .replace(/\s8\d{4}$/, '')
    .replace(TRAILING_REGION, '');
  const withoutCity = bare.replace(/\sdenver$/, '');
  return (withoutCity || bare).trim().replace(/^the\s(?=\S)/, '');
}

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  const byKey = new Map<string, Entry>();
  const add = (source: Source) => {
    const keys = [source.name, ...(source.aliases ?? [])].map((k) =>
      placeWords(normalizePlaceText(k)),
    );
    const existing = keys.map((k) => byKey.get(k)).find(Boolean);
    const entry = existing ?? { ...source, keys: [] };
    if (!existing) entries.push(entry);
    // A landmark names an area better than the area's own short name does.
    else if (source.kind === 'landmark' && existing.kind === 'neighborhood') {
      Object.assign(entry, { name: source.name, kind: 'landmark' });
    }
    for (const key of keys) {
      if (byKey.has(key)) continue;
      byKey.set(key, entry);
      entry.keys.push(key);
    }
  };
  METRO_PLACES.forEach(add);
  add(DENVER);
  const areaAliases = new Map<string, string[]>();
  for (const phrase of AREA_PHRASES) {
    const name = findArea(phrase)!.name;
    areaAliases.set(name, [...(areaAliases.get(name) ?? []), phrase]);
  }
  for (const [name, aliases] of areaAliases) {
    const area = findArea(name)!;
    add({ name, kind: 'neighborhood', lat: area.lat, lng: area.lng, aliases });
  }
  LANDMARKS.forEach(add);
  return entries;
}

const ENTRIES = buildEntries();

function cityOf(lat: number, lng: number): string {
  const near = nearestMetroPlace(lat, lng);
  return near?.kind === 'city' ? near.name : 'Denver';
}

function toPlace(entry: Entry): GazetteerPlace {
  const city = cityOf(entry.lat, entry.lng);
  return {
    name: entry.name,
    kind: entry.kind,
    formatted_address:
      entry.kind === 'city' || entry.name === city
        ? `${entry.name}, CO`
        : `${entry.name}, ${city}, CO`,
    latitude: entry.lat,
    longitude: entry.lng,
  };
}

/** 0 exact, 1 prefix, 2 a word starts with it, 3 contains; null no match. */
function matchRank(key: string, words: string): number | null {
  if (key === words) return 0;
  if (key.startsWith(words)) return 1;
  if (key.includes(` ${words}`)) return 2;
  if (words.length >= 3 && key.includes(words)) return 3;
  return null;
}

const KIND_ORDER: Record<GazetteerKind, number> = {
  postcode: 0,
  neighborhood: 0,
  city: 0,
  landmark: 1,
};

function zipPlace(zip: string): GazetteerPlace[] {
  const centroid = ZIP_CENTROIDS[zip];
  if (!centroid) return [];
  const [latitude, longitude] = centroid;
  return [
    {
      name: zip,
      kind: 'postcode',
      formatted_address: `${cityOf(latitude, longitude)}, CO ${zip}`,
      latitude,
      longitude,
    },
  ];
}

/**
 * Metro places a typed phrase names, best first: an exact name before a
 * prefix, a neighbourhood or city before a landmark, shorter names first.
 */
export function lookupPlaces(text: string, limit: number): GazetteerPlace[] {
  const normalized = normalizePlaceText(text);
  if (/^8\d{4}$/.test(normalized)) return zipPlace(normalized);
  const words = placeWords(normalized);
  if (!words) return [];
  const ranked: { entry: Entry; rank: number }[] = [];
  for (const entry of ENTRIES) {
    const ranks = entry.keys
      .map((key) => matchRank(key, words))
      .filter((r): r is number => r !== null);
    if (ranks.length) ranked.push({ entry, rank: Math.min(...ranks) });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
      a.entry.name.length - b.entry.name.length ||
      a.entry.name.localeCompare(b.entry.name),
  );
  const places = ranked.slice(0, limit).map((r) => toPlace(r.entry));
  // "Denver, CO 80205": the ZIP says more than the city does.
  const zip = normalized.match(/\s(8\d{4})$/)?.[1];
  const zipFirst = zip && (!places[0] || places[0].kind === 'city');
  return zipFirst ? [...zipPlace(zip), ...places].slice(0, limit) : places;
}
