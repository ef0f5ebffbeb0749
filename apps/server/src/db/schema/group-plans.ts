import * as pg from 'drizzle-orm/pg-core';

import { belongsTo, id, refersTo, timestamps } from './columns';
import { planActivities, plans } from './plans';
import { users } from './users';

/**
 * People invited to a finalized plan. The owner is the plan's `user_id` and
 * has no row here; each invitee has one row per plan.
 */
export const planParticipants = pg.pgTable(
  'plan_participants',
  {
    id: id(),
    planId: belongsTo(() => plans.id),
    userId: belongsTo(() => users.id),
    /** 'editor' | 'viewer' */
    role: pg.text().notNull().default('viewer'),
    /** 'invited' | 'joined' | 'declined' */
    status: pg.text().notNull().default('invited'),
    invitedBy: refersTo(() => users.id),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('plan_participants_plan_user_key').on(t.planId, t.userId),
    pg.index('plan_participants_user_idx').on(t.userId, t.status),
  ],
);

/** One vote (+1 or -1) per person per scheduled activity. */
export const planActivityVotes = pg.pgTable(
  'plan_activity_votes',
  {
    planActivityId: belongsTo(() => planActivities.id),
    userId: belongsTo(() => users.id),
    vote: pg.smallint().notNull(),
    ...timestamps(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.planActivityId, t.userId] }),
    pg.index('plan_activity_votes_user_idx').on(t.userId),
  ],
);
