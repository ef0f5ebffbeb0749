import type { SearchPlace } from '@app/shared/search';

import { CORRIDORS, enclosingCircle } from './corridors';

type Area = {
  names: string[];
  lat: number;
  lng: number;
  km: number;
  /** A park or open space: going there is an outdoor outing. */
  outdoor?: boolean;
};

/**
 * Denver neighbourhoods, districts, suburbs and landmarks a question may name,
 * with a centre and a radius wide enough to hold the area's main streets.
 * Centres are approximate (to about 200 m); the first name is the display one.
 */
const AREAS: Area[] = [
  {
    names: ['RiNo', 'river north', 'river north art district'],
    lat: 39.768,
    lng: -104.979,
    km: 1.6,
  },
  { names: ['LoDo', 'lower downtown'], lat: 39.753, lng: -104.999, km: 1.0 },
  {
    names: ['LoHi', 'lower highland', 'lower highlands'],
    lat: 39.76,
    lng: -105.011,
    km: 1.0,
  },
  {
    names: ['Highlands', 'highland', 'the highlands'],
    lat: 39.764,
    lng: -105.02,
    km: 1.6,
  },
  {
    // 'Capital Hill' is how it is often spelt.
    names: ['Capitol Hill', 'cap hill', 'capital hill'],
    lat: 39.732,
    lng: -104.978,
    km: 1.3,
  },
  { names: ['Cherry Creek'], lat: 39.717, lng: -104.953, km: 1.3 },
  { names: ['Baker', 'baker district'], lat: 39.715, lng: -104.988, km: 1.2 },
  { names: ['Five Points'], lat: 39.756, lng: -104.977, km: 1.2 },
  { names: ['Union Station'], lat: 39.7527, lng: -105.0002, km: 0.8 },
  {
    names: ['Downtown', 'downtown denver'],
    lat: 39.7453,
    lng: -104.9917,
    km: 1.5,
  },
  {
    names: ['16th Street Mall', '16th street'],
    lat: 39.7475,
    lng: -104.993,
    km: 0.9,
  },
  { names: ['Larimer Square'], lat: 39.748, lng: -104.999, km: 0.5 },
  { names: ['Uptown'], lat: 39.745, lng: -104.978, km: 1.0 },
  { names: ['City Park'], lat: 39.7475, lng: -104.95, km: 1.3, outdoor: true },
  {
    names: ['Washington Park', 'wash park'],
    lat: 39.7,
    lng: -104.97,
    km: 1.5,
    outdoor: true,
  },
  {
    names: ["Sloan's Lake", 'sloans lake', 'sloan lake'],
    lat: 39.75,
    lng: -105.045,
    km: 1.5,
    outdoor: true,
  },
  {
    names: ['Santa Fe Arts District', 'santa fe', 'art district on santa fe'],
    lat: 39.727,
    lng: -104.999,
    km: 0.9,
  },
  {
    names: ['Civic Center', 'civic center park'],
    lat: 39.7393,
    lng: -104.9879,
    km: 0.7,
  },
  {
    names: ['Cheesman Park', 'cheesman'],
    lat: 39.733,
    lng: -104.966,
    km: 1.0,
    outdoor: true,
  },
  { names: ['Congress Park'], lat: 39.733, lng: -104.948, km: 1.0 },
  {
    names: ['Confluence Park', 'platte river', 'the platte'],
    lat: 39.7545,
    lng: -105.0075,
    km: 0.9,
    outdoor: true,
  },
  {
    names: ['Ballpark', 'ballpark district', 'coors field'],
    lat: 39.7559,
    lng: -104.9942,
    km: 0.8,
  },
  { names: ['Ball Arena'], lat: 39.7487, lng: -105.0077, km: 0.8 },
  {
    names: ['Mile High', 'empower field', 'mile high stadium'],
    lat: 39.7439,
    lng: -105.0201,
    km: 1.0,
  },
  { names: ['Park Hill'], lat: 39.75, lng: -104.925, km: 2.0 },
  { names: ['Central Park', 'stapleton'], lat: 39.76, lng: -104.88, km: 2.5 },
  {
    names: ['University of Denver', 'university park'],
    lat: 39.6766,
    lng: -104.9619,
    km: 1.5,
  },
  {
    names: ['Red Rocks', 'red rocks park', 'red rocks amphitheatre'],
    lat: 39.6654,
    lng: -105.2057,
    km: 5.0,
    outdoor: true,
  },
  {
    names: ['Golden', 'downtown golden'],
    lat: 39.7555,
    lng: -105.2211,
    km: 3.5,
  },
  { names: ['Morrison'], lat: 39.6536, lng: -105.1911, km: 3.0 },
  // Outside the catalogue's reach: named so that the answer says how far
  // its nearest places lie, rather than reading 'boulder' as a word.
  { names: ['Boulder'], lat: 40.015, lng: -105.2705, km: 5.0 },
  { names: ['Evergreen'], lat: 39.6333, lng: -105.3172, km: 4.0 },
  { names: ['Lakewood'], lat: 39.705, lng: -105.11, km: 7.0 },
  {
    names: ['Littleton', 'downtown littleton'],
    lat: 39.6133,
    lng: -105.0166,
    km: 4.0,
  },
  { names: ['Englewood'], lat: 39.6478, lng: -104.9878, km: 3.0 },
  { names: ['Aurora'], lat: 39.7294, lng: -104.8319, km: 6.0 },
  {
    names: ['Arvada', 'olde town arvada'],
    lat: 39.8003,
    lng: -105.0811,
    km: 3.5,
  },
  { names: ['Wheat Ridge'], lat: 39.7661, lng: -105.0772, km: 3.0 },
  { names: ['Westminster'], lat: 39.8367, lng: -105.0372, km: 4.0 },
  { names: ['Glendale'], lat: 39.705, lng: -104.935, km: 1.5 },
  { names: ['Commerce City'], lat: 39.8083, lng: -104.9339, km: 4.0 },
  { names: ['Sunnyside'], lat: 39.777, lng: -105.012, km: 1.2 },
  { names: ['Jefferson Park'], lat: 39.752, lng: -105.022, km: 0.7 },
  {
    names: ['Platt Park', 'old south pearl', 'south pearl'],
    lat: 39.684,
    lng: -104.981,
    km: 0.9,
  },
  { names: ['Lowry'], lat: 39.7186, lng: -104.8953, km: 1.5 },
  { names: ['Edgewater'], lat: 39.7531, lng: -105.0644, km: 1.2 },
  { names: ['Belmar'], lat: 39.7085, lng: -105.081, km: 1.0 },
  // Suburbs a question names before 'Highlands' or 'Tech' could be read.
  { names: ['Highlands Ranch'], lat: 39.5539, lng: -104.9694, km: 5.0 },
  {
    names: ['Denver Tech Center', 'dtc', 'tech center', 'greenwood village'],
    lat: 39.6172,
    lng: -104.895,
    km: 3.0,
  },
  { names: ['Centennial'], lat: 39.5807, lng: -104.8772, km: 5.0 },
  { names: ['Thornton'], lat: 39.868, lng: -104.9719, km: 5.0 },
  { names: ['Broomfield'], lat: 39.9205, lng: -105.0867, km: 5.0 },
  // Berkeley is the neighbourhood around Tennyson Street.
  { names: ['Berkeley'], lat: 39.776, lng: -105.044, km: 1.3 },
  // Streets named as places: the circle that holds each, where the
  // catalogue is read; results are held to the street (corridors.ts).
  ...CORRIDORS.map((corridor) => ({
    names: corridor.names,
    ...enclosingCircle(corridor),
  })),
];

const byName = new Map<string, Area>();
for (const area of AREAS) {
  for (const name of area.names) byName.set(normalizeAreaName(name), area);
}

function normalizeAreaName(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function toPlace(area: Area): SearchPlace {
  return {
    name: area.names[0]!,
    lat: area.lat,
    lng: area.lng,
    radius_meters: Math.round(area.km * 1000),
  };
}

/** Every way an area can be named, normalised, longest first. */
export const AREA_PHRASES = [...byName.keys()].sort(
  (a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length,
);

/** The area a name (any alias, any case) refers to. */
export function findArea(name: string): SearchPlace | undefined {
  const area = byName.get(normalizeAreaName(name));
  return area ? toPlace(area) : undefined;
}

/** Whether the area a name refers to is a park or open space. */
export function isOutdoorArea(name: string): boolean {
  return byName.get(normalizeAreaName(name))?.outdoor === true;
}
