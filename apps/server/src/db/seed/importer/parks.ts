import { isInMetro, type CatalogueEntry } from '@app/shared/catalogue';

import { nearestMetroPlace } from '../../../providers/geocode/metro-places';

import { cell, parseCsv } from './csv';
import { PARKS } from './sources';
import type { Placement, RawSource } from './types';

type Facility = {
  key: string;
  pattern: RegExp;
  suffix: string;
  placement: Placement;
  /** Only parks of these classes get a separate entry (undefined = all). */
  classes?: RegExp;
};

const FACILITIES: Facility[] = [
  {
    key: 'pool',
    pattern: /outdoor pool/i,
    suffix: 'Outdoor Pool',
    placement: {
      category: 'recreational_sports',
      subcategory: 'Swimming Pools',
      // Open to the sky: no stand-in for a park on a wet or cold day.
      types: ['swimming_pool', 'outdoor_pool'],
    },
  },
  {
    key: 'tennis',
    pattern: /tennis court/i,
    suffix: 'Tennis Courts',
    placement: {
      category: 'recreational_sports',
      subcategory: 'Tennis Courts',
      types: ['tennis_court'],
    },
  },
  {
    key: 'soccer',
    pattern: /soccer field/i,
    suffix: 'Soccer Fields',
    placement: {
      category: 'recreational_sports',
      subcategory: 'Soccer Fields',
      types: ['soccer_field'],
    },
  },
  {
    key: 'baseball',
    pattern: /baseball \/ softball field complex/i,
    suffix: 'Ballfields',
    placement: {
      category: 'recreational_sports',
      subcategory: 'Baseball Fields',
      types: ['baseball_field'],
    },
  },
  {
    key: 'basketball',
    pattern: /basketball court/i,
    suffix: 'Basketball Courts',
    classes: /Community|Regional|Athletic/,
    placement: {
      category: 'recreational_sports',
      subcategory: 'Basketball Courts',
      types: ['basketball_court'],
    },
  },
  {
    key: 'dog-park',
    pattern: /dog park/i,
    suffix: 'Dog Park',
    placement: {
      category: 'outdoors',
      subcategory: 'Parks',
      types: ['park', 'dog_park'],
    },
  },
];

/** A mountain park or tract is a hike only where the city lists a trail. */
const TRAIL_ACCESS = /\btrail/i;

function placePark(
  type: string,
  cls: string,
  name: string,
  facilities: string,
): Placement | undefined {
  if (type === 'Future') return undefined;
  // A strip of land over a pipe or power line is not somewhere to go.
  if (/\butility easement\b/i.test(name)) return undefined;
  const extra = /paid admission/i.test(facilities) ? ['paid_admission'] : [];
  if (type === 'Golf')
    return {
      category: 'recreational_sports',
      subcategory: 'Golf Courses',
      types: ['golf_course'],
    };
  if (cls === 'Rec Center')
    return {
      category: 'recreational_sports',
      subcategory: 'Recreation Centers',
      types: ['recreation_center'],
    };
  // 'Platte River at Elitch Gardens' is a river path beside the amusement park.
  if (/\bgardens?\b/i.test(name) && !/\belitch gardens\b/i.test(name))
    return {
      category: 'outdoors',
      subcategory: 'Gardens',
      types: [
        'park',
        'garden',
        ...(/\bbotanic/i.test(name) ? ['botanical_garden'] : []),
        ...extra,
      ],
    };
  if (type === 'Trail')
    return { category: 'outdoors', subcategory: 'Biking', types: ['trail'] };
  if (cls === 'Mountain' && !TRAIL_ACCESS.test(facilities)) {
    // Denver's mountain conservation tracts are undeveloped land with no
    // trailhead or public trail: only one with fishing access is a place to go.
    if (type === 'Conservation Tract') {
      return /fishing access/i.test(facilities)
        ? {
            category: 'outdoors',
            subcategory: 'Fishing',
            types: ['park', 'fishing'],
          }
        : undefined;
    }
    return { category: 'outdoors', subcategory: 'Parks', types: ['park'] };
  }
  if (cls === 'Mountain' || /hiking trails/i.test(facilities))
    return {
      category: 'outdoors',
      subcategory: 'Hiking',
      types: ['park', 'hiking_area'],
    };
  if (type === 'Open Space' || type === 'Conservation Tract')
    return {
      category: 'outdoors',
      subcategory: 'Recreation Areas',
      types: ['park', 'open_space', ...extra],
    };
  const types = ['park', ...extra];
  if (/fishing/i.test(facilities)) types.push('fishing');
  return { category: 'outdoors', subcategory: 'Parks', types };
}

/**
 * Where a park is: its street address, else its cross streets, else (the
 * mountain parks and tracts have neither) the town it lies nearest to, so it
 * is never shown as plain 'Denver, CO'.
 */
function parkAddress(
  row: Record<string, string>,
  lat: number,
  lng: number,
): string | null {
  const city = cell(row.CITY) ?? 'Denver';
  const line = cell(row.ADDRESS_LINE1);
  if (line) return `${line}, ${city}, CO`;
  const cross = cell(row.CROSS_STREETS);
  if (cross) return `${cross}, ${city}, CO`;
  const near = nearestMetroPlace(lat, lng);
  if (!near) return null;
  return near.kind === 'city' ? `${near.name}, CO` : `${near.name}, Denver, CO`;
}

function listFacilities(raw: string): string[] {
  return raw
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '' && !/^unlisted$/i.test(f));
}

/** Denver parks inside the metro, plus one entry per notable facility. */
export function readParks(csvText: string): RawSource {
  const rows = parseCsv(csvText);
  const entries: CatalogueEntry[] = [];
  for (const row of rows) {
    const lat = Number(cell(row.LATITUDE));
    const lng = Number(cell(row.LONGITUDE));
    if (!cell(row.LATITUDE) || !isInMetro(lat, lng)) continue;
    const name = cell(row.FORMAL_NAME) ?? cell(row.LOCATION);
    if (!name) continue;
    const type = cell(row.PARK_TYPE) ?? '';
    const cls = cell(row.PARK_CLASS) ?? '';
    const facilitiesRaw = row.FACILITIES ?? '';
    const placement = placePark(type, cls, name, facilitiesRaw);
    if (!placement) continue;
    const facilities = listFacilities(facilitiesRaw);
    const base = {
      description:
        facilities.length > 0 ? `Facilities: ${facilities.join(', ')}.` : null,
      latitude: lat,
      longitude: lng,
      address: parkAddress(row, lat, lng),
      phone_number: null,
      website_url: null,
      source: PARKS.id,
      attribution: PARKS.attribution,
    };
    const park: CatalogueEntry = {
      ...base,
      name,
      ...placement,
      source_id: row.LOC_CODE!,
    };
    entries.push(park);
    if (placement.category !== 'outdoors' || type === 'Trail') continue;
    for (const facility of FACILITIES) {
      if (!facility.pattern.test(facilitiesRaw)) continue;
      if (facility.classes && !facility.classes.test(cls)) continue;
      // 'Railyard Dog Park' is the dog park: a second 'Railyard Dog Dog Park' row would list it twice.
      if (name.toLowerCase().endsWith(facility.suffix.toLowerCase())) {
        park.types = [...new Set([...park.types, ...facility.placement.types])];
        continue;
      }
      entries.push({
        ...base,
        name: `${name.replace(/ Park$/, '')} ${facility.suffix}`,
        ...facility.placement,
        description: `${facility.suffix} at ${name}.`,
        source_id: `${row.LOC_CODE}:${facility.key}`,
      });
    }
  }
  return { entries, read: rows.length };
}
