import * as pg from 'drizzle-orm/pg-core';

import { belongsTo, refersTo, timestampNow } from './columns';
import { planActivities, plans } from './plans';
import { users } from './users';

/**
 * Who has a finalized plan open now, one row per open page (a user may have
 * several tabs), refreshed by its heartbeat; rows past their expiry are
 * ignored on read and swept on write. In the database so every API process
 * sees the same viewers.
 */
export const planPresence = pg.pgTable(
  'plan_presence',
  {
    planId: belongsTo(() => plans.id),
    userId: belongsTo(() => users.id),
    /** Random per open page; the page sends it with each heartbeat. */
    clientId: pg.text().notNull(),
    /** The activity this page is editing now, if any. */
    editingItemId: refersTo(() => planActivities.id),
    seenAt: timestampNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.planId, t.userId, t.clientId] }),
    pg.index('plan_presence_plan_seen_idx').on(t.planId, t.seenAt),
  ],
);
