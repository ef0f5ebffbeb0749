import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  homeAreas,
  leaveByRemindersSent,
  planActivities,
  planItemAttendance,
  planParticipants,
  plans,
} from '../../db/schema';

import { visiblePlanItems } from './plan-items.sql';

export function createLeaveByRepository() {
  return {
    /**
     * The timed items the member may see and has not said they skip, in
     * schedule order, with each place's point.
     */
    stops(db: DbOrTx, planId: number, userId: number) {
      return visiblePlanItems(
        db,
        {
          itemId: planActivities.id,
          date: planActivities.plannedDate,
          time: planActivities.plannedTime,
          name: activities.name,
          lat: activities.latitude,
          lng: activities.longitude,
        },
        planId,
        userId,
        isNotNull(planActivities.plannedTime),
        sql`not exists (select 1 from ${planItemAttendance} where ${planItemAttendance.planActivityId} = ${planActivities.id} and ${planItemAttendance.userId} = ${userId} and ${planItemAttendance.status} = 'not_going')`,
      );
    },

    async homeArea(db: DbOrTx, userId: number) {
      const [row] = await db
        .select()
        .from(homeAreas)
        .where(eq(homeAreas.userId, userId));
      return row;
    },

    async saveHomeArea(
      db: DbOrTx,
      row: {
        userId: number;
        name: string;
        latitude: number;
        longitude: number;
      },
    ) {
      await db
        .insert(homeAreas)
        .values(row)
        .onConflictDoUpdate({
          target: homeAreas.userId,
          set: { ...row, updatedAt: new Date() },
        });
    },

    async deleteHomeArea(db: DbOrTx, userId: number) {
      await db.delete(homeAreas).where(eq(homeAreas.userId, userId));
    },

    /**
     * Each (plan, member) with a timed item on these dates that has not had
     * its leave-by reminder: owners and joined participants of live plans.
     */
    async pendingMembers(db: DbOrTx, dates: string[], limit: number) {
      const pending = (userId: unknown) =>
        sql`exists (select 1 from ${planActivities} pa where pa.plan_id = ${plans.id} and pa.planned_date in (${sql.join(
          dates.map((d) => sql`${d}`),
          sql`, `,
        )}) and pa.planned_time is not null and not exists (select 1 from ${leaveByRemindersSent} s where s.plan_activity_id = pa.id and s.user_id = ${userId}))`;
      const live = and(
        eq(plans.kind, 'finalized'),
        ne(plans.status, 'cancelled'),
      );
      const owners = db
        .select({ planId: plans.id, userId: plans.userId, title: plans.title })
        .from(plans)
        .where(and(live, pending(plans.userId)))
        .limit(limit);
      const joined = db
        .select({
          planId: plans.id,
          userId: planParticipants.userId,
          title: plans.title,
        })
        .from(planParticipants)
        .innerJoin(plans, eq(plans.id, planParticipants.planId))
        .where(
          and(
            live,
            eq(planParticipants.status, 'joined'),
            pending(planParticipants.userId),
          ),
        )
        .limit(limit);
      const [a, b] = await Promise.all([owners, joined]);
      return [...a, ...b];
    },

    async sentItemIds(db: DbOrTx, userId: number, itemIds: number[]) {
      if (itemIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: leaveByRemindersSent.planActivityId })
        .from(leaveByRemindersSent)
        .where(
          and(
            eq(leaveByRemindersSent.userId, userId),
            inArray(leaveByRemindersSent.planActivityId, itemIds),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** True for the one caller, in any process, that records this reminder first. */
    async claim(db: DbOrTx, itemId: number, userId: number) {
      const rows = await db
        .insert(leaveByRemindersSent)
        .values({ planActivityId: itemId, userId })
        .onConflictDoNothing()
        .returning({ id: leaveByRemindersSent.planActivityId });
      return rows.length > 0;
    },
  };
}

export type LeaveByRepository = ReturnType<typeof createLeaveByRepository>;
