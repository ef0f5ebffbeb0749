import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  catalogueState,
  placeProviderIds,
  placeSourceRecords,
  type PhotoCredit,
} from '../../db/schema';

const placePoint = {
  id: activities.id,
  name: activities.name,
  latitude: activities.latitude,
  longitude: activities.longitude,
};

/** Every catalogue place (not event) with its position, for matching. */
export function placePoints(db: DbOrTx) {
  return db
    .select(placePoint)
    .from(activities)
    .where(isNull(activities.startTime));
}

/** Adds a provider's place; undefined when its source id is already listed. */
export async function insertPlace(
  db: DbOrTx,
  place: typeof activities.$inferInsert,
) {
  const [inserted] = await db
    .insert(activities)
    .values(place)
    .onConflictDoNothing()
    .returning(placePoint);
  return inserted;
}

export async function findProviderId(db: DbOrTx, activityId: number) {
  const [known] = await db
    .select()
    .from(placeProviderIds)
    .where(eq(placeProviderIds.activityId, activityId));
  return known;
}

/** Links a place to its id at a provider; an existing link stays. */
export async function linkProviderId(
  db: DbOrTx,
  link: typeof placeProviderIds.$inferInsert,
) {
  await db.insert(placeProviderIds).values(link).onConflictDoNothing();
}

/** Records the place's provider id (or that none matched), replacing an earlier answer. */
export async function saveProviderId(
  db: DbOrTx,
  row: typeof placeProviderIds.$inferInsert,
) {
  await db
    .insert(placeProviderIds)
    .values(row)
    .onConflictDoUpdate({ target: placeProviderIds.activityId, set: row });
}

/** OSM places whose tags name a Wikidata item or a Commons file and that were not asked about yet. */
export function placesAwaitingWiki(db: DbOrTx, limit: number) {
  const facts = placeSourceRecords.facts;
  return db
    .selectDistinctOn([activities.id], {
      id: activities.id,
      wikidata: sql<string | null>`${facts}->>'wikidata'`,
      commonsFile: sql<string | null>`${facts}->>'commonsFile'`,
    })
    .from(placeSourceRecords)
    .innerJoin(activities, eq(activities.id, placeSourceRecords.activityId))
    .where(
      and(
        eq(placeSourceRecords.source, 'osm'),
        isNull(activities.wikiCheckedAt),
        or(
          sql`${facts}->>'wikidata' is not null`,
          sql`${facts}->>'commonsFile' is not null`,
        ),
      ),
    )
    .orderBy(activities.id)
    .limit(limit);
}

/** Keeps what Wikimedia said of a place; the credit is appended to its attribution. */
export async function saveWikiFacts(
  db: DbOrTx,
  id: number,
  facts: {
    description: { text: string; credit: string | null } | null;
    photo: { photoUrl: string; photoCredit: PhotoCredit } | null;
    checkedAt: Date;
  },
) {
  const { description, photo } = facts;
  await db
    .update(activities)
    .set({
      ...(description
        ? {
            description: description.text,
            attribution: sql`concat_ws(' ', ${activities.attribution}, ${description.credit}::text)`,
          }
        : {}),
      ...(photo ?? {}),
      wikiCheckedAt: facts.checkedAt,
    })
    .where(eq(activities.id, id));
}

export async function readCatalogueState(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ value: catalogueState.value })
    .from(catalogueState)
    .where(eq(catalogueState.key, key));
  return row?.value;
}

export async function writeCatalogueState(
  db: DbOrTx,
  key: string,
  value: string,
) {
  await db
    .insert(catalogueState)
    .values({ key, value })
    .onConflictDoUpdate({ target: catalogueState.key, set: { value } });
}

export async function deleteCatalogueState(db: DbOrTx, key: string) {
  await db.delete(catalogueState).where(eq(catalogueState.key, key));
}

/** Changes a value already written; nothing when there is none. */
export async function updateCatalogueState(
  db: DbOrTx,
  key: string,
  value: string,
) {
  await db
    .update(catalogueState)
    .set({ value })
    .where(eq(catalogueState.key, key));
}

/**
 * Writes `value` unless the stored one is `due` or later (values are ISO
 * times); true when this call wrote it, so one of several processes wins.
 */
export async function claimCatalogueState(
  db: DbOrTx,
  key: string,
  value: string,
  due: string,
) {
  const claimed = await db
    .insert(catalogueState)
    .values({ key, value })
    .onConflictDoUpdate({
      target: catalogueState.key,
      set: { value, updatedAt: sql`now()` },
      setWhere: lt(catalogueState.value, due),
    })
    .returning({ key: catalogueState.key });
  return claimed.length > 0;
}
