import { addDays, metroToday } from '@app/shared/metro';
import { LEAVE_BY_REMINDER_MINUTES } from '@app/shared/plan-together';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import { runEvery } from '../../lib/run-every';
import type { NotificationsService } from '../notifications/notifications.service';

import type { LeaveByRepository } from './leave-by.repository';
import { leaveByMessage, type LeaveByService } from './leave-by.service';

const BATCH = 500;
const LEAD_MS = LEAVE_BY_REMINDER_MINUTES * 60_000;

type Deps = {
  db: Db;
  repo: LeaveByRepository;
  leaveBy: Pick<LeaveByService, 'compute'>;
  notifications: Pick<NotificationsService, 'record'>;
};

/**
 * Sends each member's leave-by reminder once it is due (from 15 minutes
 * before the leave-by time until that time). The sent row is inserted in the
 * notification's transaction, so with several processes only one sends it.
 */
export async function sendDueLeaveBy(deps: Deps, now = new Date()) {
  const today = metroToday(now);
  const members = await deps.repo.pendingMembers(
    deps.db,
    [today, addDays(today, 1)],
    BATCH,
  );
  let sent = 0;
  for (const member of members) {
    const plan = await deps.leaveBy.compute(member.userId, member.planId);
    const due = plan.items.filter((item) => {
      const leaveAt = new Date(item.leave_at).getTime();
      return leaveAt - LEAD_MS <= now.getTime() && now.getTime() < leaveAt;
    });
    for (const item of due) {
      const afterCommit = await deps.db.transaction(async (tx) => {
        if (!(await deps.repo.claim(tx, item.plan_activity_id, member.userId)))
          return undefined;
        return deps.notifications.record(tx, {
          userId: member.userId,
          type: 'plan_reminder',
          title: 'Time to leave soon',
          message: leaveByMessage(item),
          priority: 'high',
          actionUrl: `/my-plans?planId=${member.planId}`,
        });
      });
      if (afterCommit) {
        await afterCommit();
        sent += 1;
      }
    }
  }
  return sent;
}

/** Checks for due leave-by reminders every `intervalMs`; returns a stop function. */
export function startLeaveByReminders(
  deps: Deps & { intervalMs: number; log: FastifyBaseLogger },
) {
  return runEvery(
    deps.intervalMs,
    () => sendDueLeaveBy(deps),
    deps.log,
    'leave-by reminders failed',
  );
}
