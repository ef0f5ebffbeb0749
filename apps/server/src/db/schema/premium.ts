import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { users } from './users';

/** Premium-funnel events: views, blocked attempts, upgrade clicks. */
export const premiumEvents = pgTable(
  'premium_events',
  {
    id: serial().primaryKey(),
    /** Null for anonymous visitors. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    feature: text().notNull(),
    action: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    /** 'premium' (POST /api/premium/track) or 'enhanced' (track-premium-feature). */
    source: text().notNull(),
    clientTimestamp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('premium_events_feature_idx').on(t.feature, t.action)],
);

/** Users who asked to hear when Premium launches; one row per user. */
export const premiumLaunchList = pgTable('premium_launch_list', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
