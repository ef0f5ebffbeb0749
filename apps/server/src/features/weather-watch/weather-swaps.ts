import { weekday } from '@app/shared/metro';
import type { WeatherSwap } from '@app/shared/weather-swaps';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';

import {
  activityName,
  findAlert,
  markAlertApplied,
} from './weather-watch.repository';

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** 'Saturday looks wet', from the forecast's phrase ('Rain or snow likely at …'). */
export function headline(date: string, reason: string): string {
  const looks = reason.startsWith('Rain')
    ? 'wet'
    : reason.startsWith('Too windy')
      ? 'windy'
      : reason.startsWith('Too hot')
        ? 'hot'
        : 'cold';
  return `${WEEKDAYS[weekday(date)]} looks ${looks}`;
}

/**
 * The indoor swap a weather alert suggested for a plan's day, to show, and
 * to apply with the plan's own writes: the stand-in takes the outdoor
 * stop's time, length, cost and notes, and the outdoor stop goes (409 if
 * someone changed it since). Both check the plan is the caller's to see.
 */
export function createWeatherSwaps(deps: {
  db: Db;
  finalizedPlans: Pick<
    FinalizedPlansService,
    'detail' | 'addItem' | 'removeItem'
  >;
}) {
  const { db, finalizedPlans } = deps;
  async function alertOf(userId: number, planId: number, date: string) {
    const plan = await finalizedPlans.detail(userId, planId);
    const alert = await findAlert(db, planId, date);
    if (!alert)
      throw AppError.notFound('No weather swap is suggested for this day');
    const item = plan.selected_activities.find(
      (i) => i.id === alert.planActivityId,
    );
    return { alert, item };
  }
  return {
    async suggestion(
      userId: number,
      planId: number,
      date: string,
    ): Promise<WeatherSwap> {
      const { alert, item } = await alertOf(userId, planId, date);
      const replacement = await activityName(db, alert.replacementId);
      return {
        plan_id: planId,
        date,
        headline: headline(date, alert.reason),
        reason: alert.reason,
        stop_name: item?.activity.name ?? null,
        replacement: replacement!,
        applied: alert.appliedAt !== null,
      };
    },
    async apply(userId: number, planId: number, date: string) {
      const { alert, item } = await alertOf(userId, planId, date);
      if (alert.appliedAt)
        throw AppError.conflict('This weather swap was already applied');
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
      await markAlertApplied(db, planId, date);
      return finalizedPlans.detail(userId, planId);
    },
  };
}

export type WeatherSwaps = ReturnType<typeof createWeatherSwaps>;
