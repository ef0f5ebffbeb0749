import { PRESENCE_EXPIRY_SECONDS } from '@app/shared/plan-live';
import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  planActivities,
  planParticipants,
  planPresence,
  plans,
  users,
} from '../../db/schema';
import { personColumns } from '../social/people.sql';

/** Database time, so every process agrees on who has gone quiet. */
const expiredBefore = sql`now() - make_interval(secs => ${PRESENCE_EXPIRY_SECONDS})`;

/** Open pages one plan's viewers list at most (members x tabs). */
const MAX_PRESENCE_ROWS = 200;

type PageKey = { planId: number; userId: number; clientId: string };

export function createPlanPresenceRepository() {
  return {
    /**
     * Records a heartbeat of one open page and sweeps the plan's pages that
     * went quiet; answers whether who is there, or what they edit, changed.
     */
    async touch(db: DbOrTx, page: PageKey, editingItemId: number | null) {
      const key = and(
        eq(planPresence.planId, page.planId),
        eq(planPresence.userId, page.userId),
        eq(planPresence.clientId, page.clientId),
      );
      const [before] = await db
        .select({ editingItemId: planPresence.editingItemId })
        .from(planPresence)
        .where(and(key, gt(planPresence.seenAt, expiredBefore)));
      const swept = await db
        .delete(planPresence)
        .where(
          and(
            eq(planPresence.planId, page.planId),
            lt(planPresence.seenAt, expiredBefore),
          ),
        )
        .returning({ userId: planPresence.userId });
      await db
        .insert(planPresence)
        .values({ ...page, editingItemId })
        .onConflictDoUpdate({
          target: [
            planPresence.planId,
            planPresence.userId,
            planPresence.clientId,
          ],
          set: { editingItemId, seenAt: sql`now()` },
        });
      return (
        swept.length > 0 ||
        before === undefined ||
        before.editingItemId !== editingItemId
      );
    },

    /** The page closed; answers whether it had been there. */
    async leave(db: DbOrTx, page: PageKey) {
      const gone = await db
        .delete(planPresence)
        .where(
          and(
            eq(planPresence.planId, page.planId),
            eq(planPresence.userId, page.userId),
            eq(planPresence.clientId, page.clientId),
          ),
        )
        .returning({ userId: planPresence.userId });
      return gone.length > 0;
    },

    /**
     * The plan's live pages but the caller's, newest first, each with its
     * person and whether the activity it edits is private.
     */
    async livePages(db: DbOrTx, planId: number, exceptUserId: number) {
      return db
        .select({
          person: personColumns,
          editingItemId: planPresence.editingItemId,
          editingPrivate: planActivities.isPrivate,
        })
        .from(planPresence)
        .innerJoin(users, eq(users.id, planPresence.userId))
        .leftJoin(
          planActivities,
          eq(planActivities.id, planPresence.editingItemId),
        )
        .where(
          and(
            eq(planPresence.planId, planId),
            ne(planPresence.userId, exceptUserId),
            gt(planPresence.seenAt, expiredBefore),
          ),
        )
        .orderBy(desc(planPresence.seenAt))
        .limit(MAX_PRESENCE_ROWS);
    },

    /** Who may read the plan: its owner and everyone invited or joined. */
    async readerIds(db: DbOrTx, planId: number) {
      const rows = await db
        .select({ ownerId: plans.userId, userId: planParticipants.userId })
        .from(plans)
        .leftJoin(
          planParticipants,
          and(
            eq(planParticipants.planId, plans.id),
            inArray(planParticipants.status, ['invited', 'joined']),
          ),
        )
        .where(eq(plans.id, planId));
      const ids = rows.flatMap((r) => [r.ownerId, r.userId ?? r.ownerId]);
      return [...new Set(ids)];
    },

    /** Who has the plan open now, once each. */
    async viewerIds(db: DbOrTx, planId: number) {
      const rows = await db
        .selectDistinct({ userId: planPresence.userId })
        .from(planPresence)
        .where(
          and(
            eq(planPresence.planId, planId),
            gt(planPresence.seenAt, expiredBefore),
          ),
        )
        .limit(MAX_PRESENCE_ROWS);
      return rows.map((r) => r.userId);
    },

    /** People by id, for naming who made a change. */
    async people(db: DbOrTx, ids: number[]) {
      if (ids.length === 0) return [];
      return db.select(personColumns).from(users).where(inArray(users.id, ids));
    },
  };
}

export type PlanPresenceRepository = ReturnType<
  typeof createPlanPresenceRepository
>;
