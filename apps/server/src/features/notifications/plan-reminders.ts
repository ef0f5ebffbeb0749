import { dateFormat } from '@app/shared/date-format';
import { METRO_TIME_ZONE, addDays, metroToday } from '@app/shared/metro';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import { runEvery } from '../../lib/run-every';

import type { NotificationsService } from './notifications.service';
import {
  claimReminder,
  unremindedPlansStarting,
} from './plan-reminders.repository';

/** Reminders go out from this hour (metro time) on the evening before a plan starts. */
const REMINDER_HOUR = 18;
const BATCH = 500;

function metroHour(now: Date): number {
  return Number(
    dateFormat('en-US', {
      timeZone: METRO_TIME_ZONE,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now),
  );
}

/**
 * Sends every due plan_reminder once. The reminder row is inserted in the
 * same transaction as the notification, so with several processes (or a
 * restart mid-run) only the transaction that inserted the row notifies.
 */
export async function sendDueReminders(
  db: Db,
  notifications: NotificationsService,
  now = new Date(),
): Promise<number> {
  if (metroHour(now) < REMINDER_HOUR) return 0;
  const tomorrow = addDays(metroToday(now), 1);
  const due = await unremindedPlansStarting(db, tomorrow, BATCH);
  let sent = 0;
  for (const plan of due) {
    const afterCommit = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, plan.id))) return undefined;
      return notifications.record(tx, {
        userId: plan.userId,
        type: 'plan_reminder',
        title: 'Your plan starts tomorrow',
        message: `“${plan.title}” starts tomorrow. Check the schedule and the weather.`,
        priority: 'high',
        actionUrl: `/my-plans?planId=${plan.id}`,
      });
    });
    if (afterCommit) {
      await afterCommit();
      sent += 1;
    }
  }
  return sent;
}

/** Runs the reminder check every `intervalMs`; returns a stop function. */
export function startPlanReminders(deps: {
  db: Db;
  notifications: NotificationsService;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  return runEvery(
    deps.intervalMs,
    () => sendDueReminders(deps.db, deps.notifications),
    deps.log,
    'plan reminders failed',
  );
}
