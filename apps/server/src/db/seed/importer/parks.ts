import { isInMetro, type CatalogueEntry } from '@app/shared/catalogue';

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
      types: ['swimming_pool'],
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

function placePark(
  type: string,
  cls: string,
  name: string,
  facilities: string,
): Placement | undefined {
  if (type === 'Future') return undefined;
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
  if (/garden/i.test(name))
    return {
      category: 'outdoors',
      subcategory: 'Gardens',
      types: ['park', 'garden'],
    };
  if (type === 'Trail')
    return { category: 'outdoors', subcategory: 'Biking', types: ['trail'] };
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
      types: ['park', 'open_space'],
    };
  const types = ['park'];
  if (/fishing/i.test(facilities)) types.push('fishing');
  return { category: 'outdoors', subcategory: 'Parks', types };
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
    const line = cell(row.ADDRESS_LINE1);
    const base = {
      description:
        facilities.length > 0 ? `Facilities: ${facilities.join(', ')}.` : null,
      latitude: lat,
      longitude: lng,
      address: line
        ? `${line}, ${cell(row.CITY) ?? 'Denver'}, CO`
        : cell(row.CROSS_STREETS),
      phone_number: null,
      website_url: null,
      source: PARKS.id,
      attribution: PARKS.attribution,
    };
    entries.push({ ...base, name, ...placement, source_id: row.LOC_CODE! });
    if (placement.category !== 'outdoors' || type === 'Trail') continue;
    for (const facility of FACILITIES) {
      if (!facility.pattern.test(facilitiesRaw)) continue;
      if (facility.classes && !facility.classes.test(cls)) continue;
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
