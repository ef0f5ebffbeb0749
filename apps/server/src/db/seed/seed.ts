import { readFileSync } from 'node:fs';

import {
  catalogueFileSchema,
  type CatalogueEntry,
  type CatalogueFile,
} from '@app/shared/catalogue';
import { eq, sql } from 'drizzle-orm';

import { CATALOGUE_FILE } from '../../lib/paths';
import type { Db } from '../client';
import { activities, catalogueState } from '../schema';
import { fromExcluded } from '../upsert';

const BATCH_SIZE = 500;
const CATALOGUE_VERSION_KEY = 'catalogue_version';

export type SeedResult = {
  version: string;
  upserted: number;
  skipped: boolean;
  ms: number;
};

export function loadCatalogueFile(file = CATALOGUE_FILE): CatalogueFile {
  return catalogueFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** What a new catalogue version may change in a place it loaded before. */
const UPDATED_COLUMNS = [
  'name',
  'description',
  'category',
  'subcategory',
  'types',
  'address',
  'latitude',
  'longitude',
  'phoneNumber',
  'websiteUrl',
  'attribution',
] as const satisfies readonly (keyof typeof activities.$inferInsert)[];

function toRow(entry: CatalogueEntry): typeof activities.$inferInsert {
  return {
    name: entry.name,
    description: entry.description,
    category: entry.category,
    subcategory: entry.subcategory,
    types: entry.types,
    address: entry.address,
    latitude: entry.latitude,
    longitude: entry.longitude,
    phoneNumber: entry.phone_number,
    websiteUrl: entry.website_url,
    source: entry.source,
    sourceId: entry.source_id,
    attribution: entry.attribution,
  };
}

/** Upserts catalogue rows by (source, source_id); user aggregates are kept. */
async function upsertCatalogue(db: Db, entries: CatalogueEntry[]) {
  for (let i = 0; i < entries.length; i += BATCH_SIZE) {
    const batch = entries.slice(i, i + BATCH_SIZE).map(toRow);
    await db
      .insert(activities)
      .values(batch)
      .onConflictDoUpdate({
        target: [activities.source, activities.sourceId],
        set: {
          ...fromExcluded(UPDATED_COLUMNS),
          updatedAt: sql`now()`,
        },
      });
  }
}

/**
 * Brings reference data up to date; safe to run at every start. Skips the
 * upsert when this catalogue version is already loaded.
 */
export async function seedDatabase(
  db: Db,
  catalogue: CatalogueFile = loadCatalogueFile(),
): Promise<SeedResult> {
  const started = performance.now();
  const [state] = await db
    .select()
    .from(catalogueState)
    .where(eq(catalogueState.key, CATALOGUE_VERSION_KEY));
  if (state?.value === catalogue.version) {
    return {
      version: catalogue.version,
      upserted: 0,
      skipped: true,
      ms: performance.now() - started,
    };
  }
  await db.transaction(async (tx) => {
    await upsertCatalogue(tx as unknown as Db, catalogue.entries);
    await tx
      .insert(catalogueState)
      .values({ key: CATALOGUE_VERSION_KEY, value: catalogue.version })
      .onConflictDoUpdate({
        target: catalogueState.key,
        set: { value: catalogue.version, updatedAt: sql`now()` },
      });
  });
  await db.execute(sql`ANALYZE activities`);
  return {
    version: catalogue.version,
    upserted: catalogue.entries.length,
    skipped: false,
    ms: performance.now() - started,
  };
}
