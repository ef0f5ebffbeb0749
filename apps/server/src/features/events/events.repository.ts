import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { removeOrDelist } from '../../db/remove-or-delist';
import { activities, catalogueState, placePointColumns } from '../../db/schema';
import type { ProviderEvent } from '../../providers/events/event-types';

/** What one provider answer speaks for: its source, from `after` to before `until`. */
export type EventsAnswerSpan = {
  source: string;
  after: Date;
  until: Date;
  /** The source ids the answer lists; every other row in the span was dropped. */
  listed: string[];
};

export function createEventsRepository() {
  return {
    /**
     * Upserts by (source, source_id); user rating aggregates are kept, and
     * an event the provider lists again is listed again.
     */
    async upsert(db: DbOrTx, events: ProviderEvent[]) {
      for (let i = 0; i < events.length; i += 200) {
        const rows = events.slice(i, i + 200).map((e) => ({
          name: e.name,
          description: e.description,
          category: e.category,
          subcategory: e.subcategory,
          types: ['event'],
          address: e.address,
          latitude: e.latitude,
          longitude: e.longitude,
          ticketUrl: e.ticketUrl,
          startTime: e.startTime,
          venueName: e.venueName,
          eventDetails: e.eventDetails,
          source: e.source,
          sourceId: e.sourceId,
        }));
        await db
          .insert(activities)
          .values(rows)
          .onConflictDoUpdate({
            target: [activities.source, activities.sourceId],
            set: {
              name: sql`excluded.name`,
              description: sql`excluded.description`,
              subcategory: sql`excluded.subcategory`,
              startTime: sql`excluded.start_time`,
              ticketUrl: sql`excluded.ticket_url`,
              eventDetails: sql`excluded.event_details`,
              delistedAt: null,
              updatedAt: sql`now()`,
            },
          });
      }
    },

    /**
     * Removes the events of `span.source` dated inside the span that the
     * answer no longer lists; one a user saved, planned or reviewed is kept
     * for them with `delisted_at`. Rows outside the span (past ones, and
     * ones beyond what the answer reached) are left alone.
     */
    async pruneDropped(db: DbOrTx, span: EventsAnswerSpan) {
      const t = activities;
      const dropped = and(
        eq(t.source, span.source),
        gt(t.startTime, span.after),
        lt(t.startTime, span.until),
        // One parameter however long the answer, read as a set.
        sql`${t.sourceId} not in (select jsonb_array_elements_text(${JSON.stringify(span.listed)}::jsonb))`,
      );
      return removeOrDelist(db, dropped);
    },

    /** Takes every upcoming sample event out of the listings. */
    async removeSamples(db: DbOrTx, after: Date) {
      return removeOrDelist(
        db,
        and(eq(activities.source, 'sample'), gt(activities.startTime, after)),
      );
    },

    /**
     * Catalogue places (not events) by lower-cased name, so an event links
     * to its venue's page.
     */
    async findPlaces(db: DbOrTx, names: string[]) {
      if (names.length === 0) return [];
      return db
        .select(placePointColumns)
        .from(activities)
        .where(
          and(
            inArray(sql<string>`lower(${activities.name})`, names),
            isNull(activities.startTime),
            isNull(activities.delistedAt),
          ),
        )
        .orderBy(activities.id);
    },

    async readState(db: DbOrTx, key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: catalogueState.value })
        .from(catalogueState)
        .where(eq(catalogueState.key, key));
      return row?.value;
    },

    async writeState(db: DbOrTx, key: string, value: string) {
      await db
        .insert(catalogueState)
        .values({ key, value })
        .onConflictDoUpdate({
          target: catalogueState.key,
          set: { value, updatedAt: sql`now()` },
        });
    },

    /**
     * Takes the refresh turn when the last one (by any process) began
     * before `due`: one process wins the row update.
     */
    async claimTurn(db: DbOrTx, key: string, now: Date, due: Date) {
      const claimed = await db
        .insert(catalogueState)
        .values({ key, value: now.toISOString() })
        .onConflictDoUpdate({
          target: catalogueState.key,
          set: { value: now.toISOString(), updatedAt: sql`now()` },
          setWhere: lt(catalogueState.value, due.toISOString()),
        })
        .returning({ key: catalogueState.key });
      return claimed.length > 0;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
