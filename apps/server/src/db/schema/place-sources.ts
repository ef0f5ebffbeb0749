import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { activities } from './activities';

/**
 * Every outside record that describes a place (an OSM node merged into a
 * licence row, say), so a later import finds the row again and a refresh can
 * tell which records disappeared.
 */
export const placeSourceRecords = pgTable(
  'place_source_records',
  {
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    source: text().notNull(),
    sourceId: text().notNull(),
    /** The record's facts as the source gave them. */
    facts: jsonb().$type<Record<string, unknown>>().notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: serial().primaryKey(),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    field: text().notNull(),
    keptValue: text(),
    keptSource: text().notNull(),
    otherValue: text().notNull(),
    otherSource: text().notNull(),
    otherSourceId: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
  activityId: integer()
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  provider: text().notNull(),
  /** Null when the provider had no match; looked up again after a month. */
  providerPlaceId: text(),
  checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
