import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  placeFactConflicts,
  placeSourceRecords,
} from '../../db/schema';
import { nameKey } from '../../db/seed/importer/names';
import type { OsmPlace } from '../../providers/places/overpass';

import { findSamePlace, PlaceIndex } from './place-match';

const OSM_SOURCE = 'osm';
const OSM_ATTRIBUTION =
  '© OpenStreetMap contributors, available under the Open Database License (ODbL) 1.0: openstreetmap.org/copyright';
/** A refresh smaller than this share of the places seen last time is treated as truncated. */
const MIN_COMPLETE_SHARE = 0.5;

export type OsmImportResult = {
  read: number;
  inserted: number;
  merged: number;
  updated: number;
  conflicts: number;
  possiblyClosed: number;
  /** False when a complete refresh looked truncated and nothing was marked. */
  closuresChecked: boolean;
};

type FactField =
  'name' | 'address' | 'phoneNumber' | 'websiteUrl' | 'businessHours';
const FACT_FIELDS: FactField[] = [
  'name',
  'address',
  'phoneNumber',
  'websiteUrl',
  'businessHours',
];

const existingColumns = {
  id: activities.id,
  name: activities.name,
  latitude: activities.latitude,
  longitude: activities.longitude,
  source: activities.source,
  sourceId: activities.sourceId,
  address: activities.address,
  phoneNumber: activities.phoneNumber,
  websiteUrl: activities.websiteUrl,
  businessHours: activities.businessHours,
  amenities: activities.amenities,
};
type Existing = Pick<
  typeof activities.$inferSelect,
  keyof typeof existingColumns
>;

/** The form two values are compared in: case, punctuation and url dressing ignored. */
function comparable(field: FactField, value: unknown): string {
  if (field === 'businessHours') return JSON.stringify(value);
  const text = String(value);
  if (field === 'name') return nameKey(text);
  if (field === 'phoneNumber') return text.replace(/\D/g, '').slice(-10);
  if (field === 'websiteUrl') {
    return text
      .toLowerCase()
      .replace(/^https?:\/\/(www\.)?/, '')
      .replace(/\/+$/, '');
  }
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function asText(field: FactField, value: unknown): string {
  return field === 'businessHours' ? JSON.stringify(value) : String(value);
}

function insertValues(
  place: OsmPlace,
  now: Date,
): typeof activities.$inferInsert {
  return {
    name: place.name,
    description: place.description,
    category: place.category,
    subcategory: place.subcategory,
    types: place.types,
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    phoneNumber: place.phoneNumber,
    websiteUrl: place.websiteUrl,
    businessHours: place.businessHours,
    amenities: place.amenities,
    source: OSM_SOURCE,
    sourceId: place.sourceId,
    attribution: OSM_ATTRIBUTION,
    sourceCheckedAt: now,
    possiblyClosedSince: null,
    updatedAt: now,
  };
}

/**
 * Brings OSM places into the activities table in one transaction. A place
 * already linked to its OSM id, or alike in name within 75 m, is merged:
 * OSM fills missing facts and a differing fact is recorded in
 * place_fact_conflicts (the row's own value stays). Others are added with
 * source 'osm'. With `complete` (a whole-metro answer), places whose OSM
 * records were not in it are marked possibly closed, never deleted.
 */
export async function importOsmPlaces(
  db: DbOrTx,
  places: readonly OsmPlace[],
  options: { complete: boolean; now?: Date },
): Promise<OsmImportResult> {
  const now = options.now ?? new Date();
  const result: OsmImportResult = {
    read: places.length,
    inserted: 0,
    merged: 0,
    updated: 0,
    conflicts: 0,
    possiblyClosed: 0,
    closuresChecked: false,
  };
  await db.transaction(async (tx) => {
    const rows: Existing[] = await tx
      .select(existingColumns)
      .from(activities)
      .where(isNull(activities.startTime));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const index = new PlaceIndex(rows);
    const linked = new Map(
      (
        await tx
          .select({
            sourceId: placeSourceRecords.sourceId,
            activityId: placeSourceRecords.activityId,
          })
          .from(placeSourceRecords)
          .where(eq(placeSourceRecords.source, OSM_SOURCE))
      ).map((r) => [r.sourceId, r.activityId]),
    );
    for (const place of places) {
      const id = linked.get(place.sourceId) ?? findSamePlace(place, index)?.id;
      const row = id === undefined ? undefined : byId.get(id);
      let activityId: number;
      if (!row) {
        const [inserted] = await tx
          .insert(activities)
          .values(insertValues(place, now))
          .onConflictDoUpdate({
            target: [activities.source, activities.sourceId],
            set: { ...insertValues(place, now) },
          })
          .returning(existingColumns);
        activityId = inserted!.id;
        byId.set(activityId, inserted!);
        index.add(inserted!);
        result.inserted++;
      } else if (row.source === OSM_SOURCE && row.sourceId === place.sourceId) {
        activityId = row.id;
        await tx
          .update(activities)
          .set(insertValues(place, now))
          .where(eq(activities.id, row.id));
        result.updated++;
      } else {
        activityId = row.id;
        result.conflicts += await mergeInto(tx, row, place, now);
        result.merged++;
      }
      linked.set(place.sourceId, activityId);
      await tx
        .insert(placeSourceRecords)
        .values({
          activityId,
          source: OSM_SOURCE,
          sourceId: place.sourceId,
          facts: place,
          lastSeenAt: now,
        })
        .onConflictDoUpdate({
          target: [placeSourceRecords.source, placeSourceRecords.sourceId],
          set: { activityId, facts: place, lastSeenAt: now },
        });
    }
    if (options.complete) {
      Object.assign(result, await markClosedSince(tx, now));
    }
  });
  return result;
}

/** Fills the row's missing facts from OSM and records each differing one. */
async function mergeInto(
  tx: DbOrTx,
  row: Existing,
  place: OsmPlace,
  now: Date,
): Promise<number> {
  const fill: Partial<typeof activities.$inferInsert> = {};
  let conflicts = 0;
  for (const field of FACT_FIELDS) {
    const theirs = place[field];
    if (theirs == null) continue;
    const ours = row[field];
    if (ours == null) {
      Object.assign(fill, { [field]: theirs });
      continue;
    }
    if (comparable(field, ours) === comparable(field, theirs)) continue;
    conflicts++;
    await tx
      .insert(placeFactConflicts)
      .values({
        activityId: row.id,
        field,
        keptValue: asText(field, ours),
        keptSource: row.source,
        otherValue: asText(field, theirs),
        otherSource: OSM_SOURCE,
        otherSourceId: place.sourceId,
        recordedAt: now,
      })
      .onConflictDoUpdate({
        target: [
          placeFactConflicts.activityId,
          placeFactConflicts.field,
          placeFactConflicts.otherSource,
        ],
        set: {
          keptValue: asText(field, ours),
          otherValue: asText(field, theirs),
          otherSourceId: place.sourceId,
          recordedAt: now,
        },
      });
  }
  const amenities = { ...place.amenities, ...(row.amenities ?? {}) };
  await tx
    .update(activities)
    .set({
      ...fill,
      amenities: Object.keys(amenities).length ? amenities : null,
      sourceCheckedAt: now,
      possiblyClosedSince: null,
      updatedAt: now,
    })
    .where(eq(activities.id, row.id));
  Object.assign(row, fill);
  return conflicts;
}

/**
 * After a whole-metro refresh that began at `since`: places with OSM
 * records, none of which was seen since then, are marked possibly closed.
 * A refresh that saw less than half the records is taken as truncated and
 * marks nothing.
 */
export async function markClosedSince(
  tx: DbOrTx,
  since: Date,
): Promise<Pick<OsmImportResult, 'possiblyClosed' | 'closuresChecked'>> {
  const seenSince = sql`${placeSourceRecords.lastSeenAt} >= ${since.toISOString()}`;
  const [counts] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      seen: sql<number>`(count(*) filter (where ${seenSince}))::int`,
    })
    .from(placeSourceRecords)
    .where(eq(placeSourceRecords.source, OSM_SOURCE));
  if (!counts || counts.seen < MIN_COMPLETE_SHARE * counts.all) {
    return { possiblyClosed: 0, closuresChecked: false };
  }
  const seenNow = tx
    .select({ id: placeSourceRecords.activityId })
    .from(placeSourceRecords)
    .where(and(eq(placeSourceRecords.source, OSM_SOURCE), seenSince));
  const missing = tx
    .select({ id: placeSourceRecords.activityId })
    .from(placeSourceRecords)
    .where(
      and(
        eq(placeSourceRecords.source, OSM_SOURCE),
        lt(placeSourceRecords.lastSeenAt, since),
      ),
    );
  const marked = await tx
    .update(activities)
    .set({ possiblyClosedSince: since })
    .where(
      and(
        inArray(activities.id, missing),
        sql`${activities.id} not in (${seenNow})`,
        isNull(activities.possiblyClosedSince),
      ),
    )
    .returning({ id: activities.id });
  return { possiblyClosed: marked.length, closuresChecked: true };
}
