import { and, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  planActivities,
  plans,
  planWeatherAlerts,
} from '../../db/schema';

/** The stops of finalized, not cancelled plans planned within [from, to]. */
export function plannedStops(
  db: DbOrTx,
  from: string,
  to: string,
  limit: number,
) {
  return db
    .select({
      itemId: planActivities.id,
      planId: plans.id,
      userId: plans.userId,
      date: planActivities.plannedDate,
      time: planActivities.plannedTime,
      minutes: planActivities.estimatedDurationMinutes,
      activityId: planActivities.activityId,
    })
    .from(planActivities)
    .innerJoin(plans, eq(plans.id, planActivities.planId))
    .where(
      and(
        eq(plans.kind, 'finalized'),
        ne(plans.status, 'cancelled'),
        gte(planActivities.plannedDate, from),
        lte(planActivities.plannedDate, to),
      ),
    )
    .limit(limit);
}

/** The plan days that already have an alert. */
export function alertedDays(db: DbOrTx, planIds: number[]) {
  return db
    .select({ planId: planWeatherAlerts.planId, date: planWeatherAlerts.date })
    .from(planWeatherAlerts)
    .where(inArray(planWeatherAlerts.planId, planIds));
}

/** Records the day's alert; false when another transaction already did. */
export async function claimAlert(
  tx: DbOrTx,
  alert: typeof planWeatherAlerts.$inferInsert,
) {
  const claimed = await tx
    .insert(planWeatherAlerts)
    .values(alert)
    .onConflictDoNothing()
    .returning({ planId: planWeatherAlerts.planId });
  return claimed.length > 0;
}

export async function findAlert(db: DbOrTx, planId: number, date: string) {
  const [alert] = await db
    .select()
    .from(planWeatherAlerts)
    .where(
      and(
        eq(planWeatherAlerts.planId, planId),
        eq(planWeatherAlerts.date, date),
      ),
    );
  return alert;
}

export async function activityName(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .where(eq(activities.id, id));
  return row;
}

/** Marks the day's alert applied, unless it already was. */
export async function markAlertApplied(
  db: DbOrTx,
  planId: number,
  date: string,
) {
  await db
    .update(planWeatherAlerts)
    .set({ appliedAt: new Date() })
    .where(
      and(
        eq(planWeatherAlerts.planId, planId),
        eq(planWeatherAlerts.date, date),
        isNull(planWeatherAlerts.appliedAt),
      ),
    );
}
