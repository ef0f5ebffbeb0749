import type { CatalogueFile } from '@app/shared/catalogue';
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '../client';
import { removeOrDelist, type RemovedOrDelisted } from '../remove-or-delist';
import { activities, catalogueState } from '../schema';

const SOURCES_KEY = 'catalogue_sources';

/**
 * The sources catalogue rows come from: this file's and every earlier
 * file's (recorded here), so a source a later file leaves out entirely is
 * still pruned. OSM, Google and event rows never carry these ids.
 */
async function seededSources(
  tx: DbOrTx,
  catalogue: CatalogueFile,
): Promise<string[]> {
  const [state] = await tx
    .select({ value: catalogueState.value })
    .from(catalogueState)
    .where(eq(catalogueState.key, SOURCES_KEY));
  const earlier = state ? (JSON.parse(state.value) as string[]) : [];
  const sources = [
    ...new Set([
      ...earlier,
      ...catalogue.sources.map((s) => s.id),
      ...catalogue.entries.map((e) => e.source),
    ]),
  ].sort();
  const value = JSON.stringify(sources);
  await tx
    .insert(catalogueState)
    .values({ key: SOURCES_KEY, value })
    .onConflictDoUpdate({
      target: catalogueState.key,
      set: { value, updatedAt: sql`now()` },
    });
  return sources;
}

/**
 * Makes the seeded rows converge on `catalogue`: a row of a catalogue
 * source whose (source, source_id) the file no longer lists is deleted;
 * when a user's favorite, bucket list, plan or review points at it, it is
 * kept for them and delisted instead. A row the file lists again comes back
 * through the upsert, which clears `delisted_at`.
 */
export async function pruneDroppedPlaces(
  tx: DbOrTx,
  catalogue: CatalogueFile,
): Promise<RemovedOrDelisted> {
  const t = activities;
  const sources = await seededSources(tx, catalogue);
  if (sources.length === 0) return { removed: 0, delisted: 0 };
  // One parameter for the whole list, read as a set (a hashed anti-join).
  const listed = JSON.stringify(
    catalogue.entries.map((e) => [e.source, e.source_id]),
  );
  const dropped = and(
    inArray(t.source, sources),
    sql`(${t.source}, ${t.sourceId}) not in (select e ->> 0, e ->> 1 from jsonb_array_elements(${listed}::jsonb) e)`,
  );
  return removeOrDelist(tx, dropped);
}
