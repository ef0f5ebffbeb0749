import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { activities } from './activities';
import { belongsTo, id, keyedBy, timestampNow } from './columns';

/**
 * Every outside record that describes a place (an OSM node merged into a
 * licence row, say), so a later import finds the row again and a refresh can
 * tell which records disappeared.
 */
export const placeSourceRecords = pgTable(
  'place_source_records',
  {
    id: id(),
    activityId: belongsTo(() => activities.id),
    source: text().notNull(),
    sourceId: text().notNull(),
    /** The record's facts as the source gave them. */
    facts: jsonb().$type<Record<string, unknown>>().notNull(),
    lastSeenAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('place_source_records_source_key').on(t.source, t.sourceId),
    index('place_source_records_activity_idx').on(t.activityId),
  ],
);

/** A fact two sources disagree on: the kept value stays, the other is recorded here. */
export const placeFactConflicts = pgTable(
  'place_fact_conflicts',
  {
    id: id(),
    activityId: belongsTo(() => activities.id),
    field: text().notNull(),
    keptValue: text(),
    keptSource: text().notNull(),
    otherValue: text().notNull(),
    otherSource: text().notNull(),
    otherSourceId: text().notNull(),
    recordedAt: timestampNow(),
  },
  (t) => [
    uniqueIndex('place_fact_conflicts_key').on(
      t.activityId,
      t.field,
      t.otherSource,
    ),
  ],
);

/**
 * A place's id at a keyed provider (Google Places). Only the id is kept:
 * Google's terms allow storing place ids without limit, not the content
 * (ratings, photos, hours), which is fetched when a detail is opened.
 */
export const placeProviderIds = pgTable('place_provider_ids', {
  activityId: keyedBy(() => activities.id),
  provider: text().notNull(),
  /** Null when the provider had no match; looked up again after a month. */
  providerPlaceId: text(),
  checkedAt: timestampNow(),
});
