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

import { pruneDroppedPlaces } from './prune';

const BATCH_SIZE = 500;
const CATALOGUE_VERSION_KEY = 'catalogue_version';

export type SeedResult = {
  version: string;
  upserted: number;
  /** Rows of an earlier catalogue this one dropped, deleted. */
  removed: number;
  /** Dropped rows kept because a user's saved item points at them. */
  delisted: number;
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
          // Listed again: back in lists and search.
          delistedAt: null,
          updatedAt: sql`now()`,
        },
      });
  }
}

/**
 * Brings reference data up to date; safe to run at every start. Skips the
 * upsert when this catalogue version is already loaded. The seeded rows
 * converge on the file: what it no longer lists is pruned (prune.ts).
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
      removed: 0,
      delisted: 0,
      skipped: true,
      ms: performance.now() - started,
    };
  }
  const pruned = await db.transaction(async (tx) => {
    await upsertCatalogue(tx as unknown as Db, catalogue.entries);
    const result = await pruneDroppedPlaces(tx, catalogue);
    await tx
      .insert(catalogueState)
      .values({ key: CATALOGUE_VERSION_KEY, value: catalogue.version })
      .onConflictDoUpdate({
        target: catalogueState.key,
        set: { value: catalogue.version, updatedAt: sql`now()` },
      });
    return result;
  });
  await db.execute(sql`ANALYZE activities`);
  return {
    version: catalogue.version,
    upserted: catalogue.entries.length,
    ...pruned,
    skipped: false,
    ms: performance.now() - started,
  };
}
