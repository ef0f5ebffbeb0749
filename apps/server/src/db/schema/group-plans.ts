import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { planActivities, plans } from './plans';
import { users } from './users';

/**
 * People invited to a finalized plan. The owner is the plan's `user_id` and
 * has no row here; each invitee has one row per plan.
 */
export const planParticipants = pgTable(
  'plan_participants',
  {
    id: serial().primaryKey(),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'editor' | 'viewer' */
    role: text().notNull().default('viewer'),
    /** 'invited' | 'joined' | 'declined' */
    status: text().notNull().default('invited'),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_participants_plan_user_key').on(t.planId, t.userId),
    index('plan_participants_user_idx').on(t.userId, t.status),
  ],
);

/** One vote (+1 or -1) per person per scheduled activity. */
export const planActivityVotes = pgTable(
  'plan_activity_votes',
  {
    planActivityId: integer()
      .notNull()
      .references(() => planActivities.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.planActivityId, t.userId] }),
    index('plan_activity_votes_user_idx').on(t.userId),
  ],
);
