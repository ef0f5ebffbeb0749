import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  catalogueEntrySchema,
  type CatalogueEntry,
  type CatalogueFile,
} from '@app/shared/catalogue';
import { z } from 'zod';

import { readBreweries } from './breweries';
import { dedupePlaces } from './dedupe';
import { describeEntry } from './describe';
import { readLiquorLicences } from './liquor';
import { readParks } from './parks';
import { readPublicArt } from './public-art';
import { BREWERIES, CURATED, LIQUOR, PARKS, PUBLIC_ART } from './sources';

const curatedPlaceSchema = catalogueEntrySchema
  .omit({ source: true, source_id: true, attribution: true })
  .extend({
    description: z.string().nullable().default(null),
    address: z.string().nullable().default(null),
    phone_number: z.string().nullable().default(null),
    website_url: z.string().nullable().default(null),
  });

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function readCurated(jsonText: string): CatalogueEntry[] {
  return z
    .array(curatedPlaceSchema)
    .parse(JSON.parse(jsonText))
    .map((place) => ({
      ...place,
      source: CURATED.id,
      source_id: slug(place.name),
      attribution: null,
    }));
}

/** Kinds of place that always charge for entry, whatever their category. */
const ADMISSION_TYPES = new Set([
  'zoo',
  'aquarium',
  'amusement_park',
  'water_park',
  'botanical_garden',
  'state_park',
]);

/**
 * Marks places that charge for entry ('paid_admission'), so the price shown
 * for an outdoor place without a price is not 'Free' at the zoo.
 */
function markPaidAdmission(entry: CatalogueEntry): CatalogueEntry {
  if (entry.types.includes('paid_admission')) return entry;
  if (!entry.types.some((type) => ADMISSION_TYPES.has(type))) return entry;
  return { ...entry, types: [...entry.types, 'paid_admission'] };
}

function compare(a: CatalogueEntry, b: CatalogueEntry): number {
  return (
    a.category.localeCompare(b.category) ||
    a.name.localeCompare(b.name) ||
    a.source.localeCompare(b.source) ||
    a.source_id.localeCompare(b.source_id)
  );
}

/** Reads every raw file and the curated list; same inputs, same bytes out. */
export function buildCatalogue(
  rawDir: string,
  curatedFile: string,
): CatalogueFile {
  const read = (info: { folder: string; file: string }) =>
    readFileSync(path.join(rawDir, info.folder, info.file), 'utf8');
  const liquor = readLiquorLicences(read(LIQUOR));
  const parks = readParks(read(PARKS));
  const art = readPublicArt(read(PUBLIC_ART));
  const breweries = readBreweries(read(BREWERIES));
  const curated = readCurated(readFileSync(curatedFile, 'utf8'));
  const entries = dedupePlaces([
    ...curated,
    ...breweries.entries,
    ...parks.entries,
    ...liquor.entries,
    ...art.entries,
  ])
    .map(markPaidAdmission)
    .map(describeEntry)
    .sort(compare);
  const count = (id: string) => entries.filter((e) => e.source === id).length;
  const sources = [LIQUOR, PARKS, PUBLIC_ART, BREWERIES, CURATED].map(
    ({ folder: _folder, file: _file, ...info }) => ({
      ...info,
      records: count(info.id),
    }),
  );
  const version = createHash('sha256')
    .update(JSON.stringify(entries))
    .digest('hex')
    .slice(0, 16);
  return { version, sources, entries };
}
