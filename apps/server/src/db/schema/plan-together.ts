import * as pg from 'drizzle-orm/pg-core';

import { activities } from './activities';
import {
  belongsTo,
  id,
  keyedBy,
  refersTo,
  timestampNow,
  timestamps,
  timestamptz,
} from './columns';
import { planActivities, plans } from './plans';
import { users } from './users';

/**
 * A question put to a plan's members ("Where do we eat Saturday?") with
 * candidate places; closing it schedules the winner at the poll's slot.
 */
export const planPolls = pg.pgTable(
  'plan_polls',
  {
    id: id(),
    planId: belongsTo(() => plans.id),
    question: pg.text().notNull(),
    plannedDate: pg.date({ mode: 'string' }).notNull(),
    /** 'HH:MM' local; null when untimed. */
    plannedTime: pg.text(),
    /** 'open' | 'closed' */
    status: pg.text().notNull().default('open'),
    createdBy: refersTo(() => users.id),
    closedBy: refersTo(() => users.id),
    closedAt: timestamptz(),
    /** The scheduled item the winning option became. */
    resultItemId: refersTo(() => planActivities.id),
    ...timestamps(),
  },
  (t) => [pg.index('plan_polls_plan_idx').on(t.planId, t.createdAt)],
);

export const planPollOptions = pg.pgTable(
  'plan_poll_options',
  {
    id: id(),
    pollId: belongsTo(() => planPolls.id),
    activityId: belongsTo(() => activities.id),
  },
  (t) => [
    pg
      .uniqueIndex('plan_poll_options_poll_activity_key')
      .on(t.pollId, t.activityId),
  ],
);

/** One ballot per member per poll; changing it replaces the choice. */
export const planPollBallots = pg.pgTable(
  'plan_poll_ballots',
  {
    pollId: belongsTo(() => planPolls.id),
    userId: belongsTo(() => users.id),
    optionId: belongsTo(() => planPollOptions.id),
    ...timestamps(),
  },
  (t) => [pg.primaryKey({ columns: [t.pollId, t.userId] })],
);

/** Whether a member goes to a scheduled item: 'going' | 'maybe' | 'not_going'. */
export const planItemAttendance = pg.pgTable(
  'plan_item_attendance',
  {
    planActivityId: belongsTo(() => planActivities.id),
    userId: belongsTo(() => users.id),
    status: pg.text().notNull(),
    ...timestamps(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.planActivityId, t.userId] }),
    pg.index('plan_item_attendance_user_idx').on(t.userId),
  ],
);

/** How an item's estimated cost is shared; absent row = split evenly. */
export const planItemCostSplits = pg.pgTable('plan_item_cost_splits', {
  planActivityId: keyedBy(() => planActivities.id),
  /** 'even' | 'own' */
  mode: pg.text().notNull(),
  updatedAt: timestampNow(),
});

/** Where a member usually sets out from: the first stop's leave-by is counted from here. */
export const homeAreas = pg.pgTable('home_areas', {
  userId: keyedBy(() => users.id),
  name: pg.text().notNull(),
  latitude: pg.doublePrecision().notNull(),
  longitude: pg.doublePrecision().notNull(),
  updatedAt: timestampNow(),
});

/** The primary key makes each member's leave-by reminder fire once across processes. */
export const leaveByRemindersSent = pg.pgTable(
  'leave_by_reminders_sent',
  {
    planActivityId: belongsTo(() => planActivities.id),
    userId: belongsTo(() => users.id),
    sentAt: timestampNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.planActivityId, t.userId] })],
);
