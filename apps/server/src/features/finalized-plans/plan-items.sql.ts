import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

import type { DbOrTx } from '../../db/client';
import { activities, planActivities, plans } from '../../db/schema';

/**
 * `columns` of the scheduled items of `planId` that `viewerId` may see
 * (private ones only on a plan they own), each joined to its activity and
 * plan, in schedule order; `conditions` narrow them further.
 */
export function visiblePlanItems<Columns extends SelectedFields>(
  db: DbOrTx,
  columns: Columns,
  planId: number,
  viewerId: number,
  ...conditions: SQL[]
) {
  // Drizzle cannot carry a generic selection through its joins; the rows are typed at the end.
  return db
    .select(columns as SelectedFields)
    .from(planActivities)
    .innerJoin(activities, eq(activities.id, planActivities.activityId))
    .innerJoin(plans, eq(plans.id, planActivities.planId))
    .where(
      and(
        eq(planActivities.planId, planId),
        or(eq(planActivities.isPrivate, false), eq(plans.userId, viewerId)),
        ...conditions,
      ),
    )
    .orderBy(
      asc(planActivities.plannedDate),
      asc(planActivities.plannedTime),
      asc(planActivities.id),
    ) as Promise<SelectResultFields<Columns>[]>;
}
