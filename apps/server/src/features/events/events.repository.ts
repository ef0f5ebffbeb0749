import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema';
import type { ProviderEvent } from '../../providers/events/event-types';

export function createEventsRepository() {
  return {
    /** Upserts by (source, source_id); user rating aggregates are kept. */
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
              updatedAt: sql`now()`,
            },
          });
      }
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
