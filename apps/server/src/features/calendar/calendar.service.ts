import { randomBytes } from 'node:crypto';

import type { CalendarFeed, FinalizedPlan } from '@app/shared/finalized-plans';
import { costNote } from '@app/shared/plan-together';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { CostSharesService } from '../finalized-plans/cost-shares.service';
import type { FinalizedPlansService } from '../finalized-plans/finalized-plans.service';

import type { CalendarRepository } from './calendar.repository';
import { buildCalendar, icsFileName } from './ics';

const FEED_PLAN_LIMIT = 200;
const TOKEN_RE = /^[A-Za-z0-9_-]{32,64}$/;

export function createCalendarService(deps: {
  db: Db;
  repo: CalendarRepository;
  finalizedPlans: FinalizedPlansService;
  costShares: Pick<CostSharesService, 'shares'>;
  /** The site's absolute base URL (PUBLIC_URL or the listening address). */
  publicUrl: () => string;
}) {
  const { db, repo, finalizedPlans } = deps;

  /** Each item's cost line for `userId`, over all these plans. */
  async function costNotesFor(userId: number, plans: readonly FinalizedPlan[]) {
    const shares = await Promise.all(
      plans.map((plan) => deps.costShares.shares(userId, plan.id)),
    );
    return new Map(
      shares.flatMap((s) =>
        s.items.map(
          (item) => [item.plan_activity_id, costNote(item, userId)] as const,
        ),
      ),
    );
  }

  function feedOf(row: { token: string; createdAt: Date }): CalendarFeed {
    return {
      token: row.token,
      url: `${deps.publicUrl()}/api/calendar/${row.token}.ics`,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    async planCalendar(userId: number, planId: number) {
      const plan = await finalizedPlans.get(userId, planId);
      return {
        fileName: icsFileName(plan.title),
        body: buildCalendar([plan], {
          name: plan.title,
          costNotes: await costNotesFor(userId, [plan]),
        }),
      };
    },

    /** The user's feed URL, created on first use. */
    async getFeed(userId: number) {
      const row =
        (await repo.findByUser(db, userId)) ??
        (await repo.upsert(db, userId, newToken()));
      return feedOf(row);
    },

    /** A new secret; the old URL stops working at once. */
    async rotateFeed(userId: number) {
      return feedOf(await repo.upsert(db, userId, newToken()));
    },

    async feedCalendar(token: string) {
      if (!TOKEN_RE.test(token)) throw AppError.notFound('Calendar not found');
      const row = await repo.findByToken(db, token);
      if (!row) throw AppError.notFound('Calendar not found');
      const plans = await finalizedPlans.list(row.userId, FEED_PLAN_LIMIT);
      return buildCalendar(plans, {
        name: 'Weekend Planner',
        costNotes: await costNotesFor(row.userId, plans),
      });
    },
  };
}

function newToken() {
  return randomBytes(24).toString('base64url');
}

/**
 * "Log out of all sessions" also ends the feed URL a calendar app may have
 * been given: a new secret, if the user has a feed.
 */
export function replaceFeedToken(
  repo: CalendarRepository,
  tx: DbOrTx,
  userId: number,
) {
  return repo.replaceToken(tx, userId, newToken());
}

export type CalendarService = ReturnType<typeof createCalendarService>;
