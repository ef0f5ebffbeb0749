import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { id, keyedBy, timestampNow } from './columns';
import { users } from './users';

/** Premium-funnel events: views, blocked attempts, upgrade clicks. */
export const premiumEvents = pgTable(
  'premium_events',
  {
    id: id(),
    /** Null for anonymous visitors. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    feature: text().notNull(),
    action: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    /** 'premium' (POST /api/premium/track) or 'enhanced' (track-premium-feature). */
    source: text().notNull(),
    clientTimestamp: text(),
    createdAt: timestampNow(),
  },
  (t) => [index('premium_events_feature_idx').on(t.feature, t.action)],
);

/** Users who asked to hear when Premium launches; one row per user. */
export const premiumLaunchList = pgTable('premium_launch_list', {
  userId: keyedBy(() => users.id),
  createdAt: timestampNow(),
});
