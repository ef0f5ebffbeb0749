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

type Row = [name: string, lat: number, lng: number, aliases?: string[]];

const source =
  (kind: GazetteerKind) =>
  ([name, lat, lng, aliases]: Row): Source => ({
    name,
    kind,
    lat,
    lng,
    aliases,
  });

/** Names locals use for the statistical neighbourhoods, and areas those lack. */
const MORE_NEIGHBORHOODS_ROWS: Row[] = [
  ['Lowry Field', 39.72, -104.895, ['lowry']],
  [
    'Gateway - Green Valley Ranch',
    39.786,
    -104.77,
    ['green valley ranch', 'gvr', 'gateway'],
  ],
  ['Cherry Creek', 39.718, -104.954, ['cherry creek north', 'ccn']],
  ['Platt Park', 39.686, -104.983, ['south pearl', 'old south pearl']],
  ['Washington Park West', 39.704, -104.981, ['west wash park']],
  ['University Park', 39.678, -104.948, ['du']],
  ['Auraria', 39.744, -105.006, ['auraria campus']],
  ['Bonnie Brae', 39.6996, -104.9554],
  ['Golden Triangle', 39.7325, -104.9905],
  ['Curtis Park', 39.7545, -104.983],
  ['Denver Tech Center', 39.6195, -104.893, ['dtc', 'tech center']],
  ['Belmar', 39.7098, -105.083],
];

/** Metro cities the reverse geocoder does not label but people type. */
const MORE_CITIES_ROWS: Row[] = [
  ['Northglenn', 39.8961, -104.9811],
  ['Federal Heights', 39.8514, -104.9986],
  ['Edgewater', 39.7531, -105.0645],
  ['Sheridan', 39.6469, -105.0253],
  ['Cherry Hills Village', 39.6414, -104.9594],
  ['Lone Tree', 39.5372, -104.8861],
  ['Parker', 39.5186, -104.7614],
  ['Louisville', 39.9778, -105.1319],
  ['Lafayette', 39.9936, -105.0897],
  ['Superior', 39.9528, -105.1686],
  ['Brighton', 39.9853, -104.8206],
  ['Evergreen', 39.6333, -105.3172],
];

/** Places people name that are neither a neighbourhood nor a city. */
const LANDMARK_ROWS: Row[] = [
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
  ['Ball Arena', 39.7487, -105.0077, ['pepsi center']],
  ["Dick's Sporting Goods Park", 39.8056, -104.8919, ['dsg park']],
  ['Water World', 39.8414, -105.0272],
  ['Denver Pavilions', 39.744, -104.9925],
  ['Cherry Creek Shopping Center', 39.7178, -104.953, ['cherry creek mall']],
  ['Pearl Street Mall', 40.0181, -105.279, ['pearl street']],
  ['University of Colorado Boulder', 40.0076, -105.2659, ['cu boulder']],
];

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
  MORE_NEIGHBORHOODS_ROWS.map(source('neighborhood')).forEach(add);
  MORE_CITIES_ROWS.map(source('city')).forEach(add);
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
  LANDMARK_ROWS.map(source('landmark')).forEach(add);
  return entries;
}

const ENTRIES = buildEntries();
const CITY_KEYS = ENTRIES.filter((e) => e.kind === 'city').flatMap(
  (e) => e.keys,
);

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
  const places = rankedPlaces(words, limit);
  if (places[0] && places[0].rank === 0) return finish(places);
  // "Pearl Street Mall, Boulder": the place named within a metro city.
  const city = CITY_KEYS.find((key) => words.endsWith(` ${key}`));
  const within = city
    ? rankedPlaces(words.slice(0, -city.length - 1), limit)
    : [];
  return finish(within[0]?.rank === 0 ? within : places);

  function finish(found: { entry: Entry; rank: number }[]) {
    const result = found.map((r) => toPlace(r.entry));
    // "Denver, CO 80205": the ZIP says more than the city does.
    const zip = normalized.match(/\s(8\d{4})$/)?.[1];
    const zipFirst = zip && (!result[0] || result[0].kind === 'city');
    return zipFirst ? [...zipPlace(zip), ...result].slice(0, limit) : result;
  }
}

function rankedPlaces(words: string, limit: number) {
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
  return ranked.slice(0, limit);
}
