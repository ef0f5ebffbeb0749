import { and, eq, gt, lt, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { removeOrDelist } from '../../db/remove-or-delist';
import { activities } from '../../db/schema';
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
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
