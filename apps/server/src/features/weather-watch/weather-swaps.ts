import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { planWeatherAlerts } from '../../db/schema';
import { AppError } from '../../errors';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';

/**
 * Applies the indoor swap a weather alert suggested for a plan's day, with
 * the plan's own writes: the stand-in takes the outdoor stop's time,
 * length, cost and notes, and the outdoor stop goes (409 if someone
 * changed it since).
 */
export function createWeatherSwaps(deps: {
  db: Db;
  finalizedPlans: Pick<
    FinalizedPlansService,
    'detail' | 'addItem' | 'removeItem'
  >;
}) {
  const { db, finalizedPlans } = deps;
  return {
    async apply(userId: number, planId: number, date: string) {
      const plan = await finalizedPlans.detail(userId, planId);
      const [alert] = await db
        .select()
        .from(planWeatherAlerts)
        .where(
          and(
            eq(planWeatherAlerts.planId, planId),
            eq(planWeatherAlerts.date, date),
          ),
        );
      if (!alert)
        throw AppError.notFound('No weather swap is suggested for this day');
      if (alert.appliedAt)
        throw AppError.conflict('This weather swap was already applied');
      const item = plan.selected_activities.find(
        (i) => i.id === alert.planActivityId,
      );
      if (!item)
        throw AppError.conflict('The stop to swap is no longer in the plan');
      await finalizedPlans.addItem(userId, planId, {
        activity_id: alert.replacementId,
        planned_date: item.planned_date,
        planned_time: item.planned_time,
        estimated_duration_minutes: item.estimated_duration_minutes,
        estimated_cost: item.estimated_cost,
        priority: item.priority,
        notes: item.notes,
        is_private: item.is_private,
      });
      await finalizedPlans.removeItem(userId, planId, item.id, item.version);
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
      return finalizedPlans.detail(userId, planId);
    },
  };
}

export type WeatherSwaps = ReturnType<typeof createWeatherSwaps>;
