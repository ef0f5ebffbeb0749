import type { InviteRole, ParticipantStatus } from '@app/shared/group-plans';
import { and, asc, eq, inArray, not, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  planActivities,
  planActivityVotes,
  planParticipants,
  plans,
  users,
} from '../../db/schema';
import { blockedEitherWaySql, personColumns } from '../social/people.sql';

const itemsOfPlan = (planId: number) =>
  sql`(select ${planActivities.id} from ${planActivities} where ${planActivities.planId} = ${planId})`;

export function createGroupPlansRepository() {
  return {
    /** Everyone invited to the plan, oldest invitation first. */
    participants(db: DbOrTx, planId: number) {
      return db
        .select({
          person: { ...personColumns, email: users.email },
          role: planParticipants.role,
          status: planParticipants.status,
          createdAt: planParticipants.createdAt,
        })
        .from(planParticipants)
        .innerJoin(users, eq(users.id, planParticipants.userId))
        .where(eq(planParticipants.planId, planId))
        .orderBy(asc(planParticipants.createdAt), asc(planParticipants.id));
    },

    /**
     * Invites, or invites again after a decline; undefined when the person is
     * already invited or has joined.
     */
    async invite(
      db: DbOrTx,
      row: {
        planId: number;
        userId: number;
        role: InviteRole;
        invitedBy: number;
      },
    ) {
      const [created] = await db
        .insert(planParticipants)
        .values({ ...row, status: 'invited' })
        .onConflictDoUpdate({
          target: [planParticipants.planId, planParticipants.userId],
          set: {
            role: row.role,
            status: 'invited',
            invitedBy: row.invitedBy,
            updatedAt: new Date(),
          },
          setWhere: eq(planParticipants.status, 'declined'),
        })
        .returning({ id: planParticipants.id });
      return created;
    },

    /**
     * Plans the user is invited to and has not answered, soonest first, with
     * their owners; a block either way voids an invitation, as everywhere.
     */
    pendingInvitations(db: DbOrTx, userId: number, limit: number) {
      return db
        .select({
          plan: {
            id: plans.id,
            title: plans.title,
            startDate: plans.startDate,
            endDate: plans.endDate,
            locationName: plans.locationName,
          },
          role: planParticipants.role,
          invitedAt: planParticipants.updatedAt,
          owner: personColumns,
        })
        .from(planParticipants)
        .innerJoin(plans, eq(plans.id, planParticipants.planId))
        .innerJoin(users, eq(users.id, plans.userId))
        .where(
          and(
            eq(planParticipants.userId, userId),
            eq(planParticipants.status, 'invited'),
            eq(plans.kind, 'finalized'),
            not(blockedEitherWaySql(sql`${plans.userId}`, userId)),
          ),
        )
        .orderBy(asc(plans.startDate), asc(plans.id))
        .limit(limit);
    },

    /** Changes a participant's status or role; false when there is no such row in `from`. */
    async update(
      db: DbOrTx,
      planId: number,
      userId: number,
      values: { status?: ParticipantStatus; role?: InviteRole },
      from: ParticipantStatus[] = ['invited', 'joined', 'declined'],
    ) {
      const rows = await db
        .update(planParticipants)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(planParticipants.planId, planId),
            eq(planParticipants.userId, userId),
            inArray(planParticipants.status, from),
          ),
        )
        .returning({ id: planParticipants.id });
      return rows.length > 0;
    },

    async remove(db: DbOrTx, planId: number, userId: number) {
      const rows = await db
        .delete(planParticipants)
        .where(
          and(
            eq(planParticipants.planId, planId),
            eq(planParticipants.userId, userId),
          ),
        )
        .returning({ id: planParticipants.id });
      return rows.length > 0;
    },

    /** A person's votes on one plan go when they leave or decline it. */
    async deleteVotesOf(db: DbOrTx, planId: number, userId: number) {
      await db
        .delete(planActivityVotes)
        .where(
          and(
            eq(planActivityVotes.userId, userId),
            inArray(planActivityVotes.planActivityId, itemsOfPlan(planId)),
          ),
        );
    },

    /**
     * The owner and everyone who joined; with `invited` too, everyone who
     * may read the plan (an invitee reads it to decide).
     */
    async memberIds(
      db: DbOrTx,
      planId: number,
      statuses: ParticipantStatus[] = ['joined'],
    ) {
      const rows = await db
        .select({ ownerId: plans.userId, userId: planParticipants.userId })
        .from(plans)
        .leftJoin(
          planParticipants,
          and(
            eq(planParticipants.planId, plans.id),
            inArray(planParticipants.status, statuses),
          ),
        )
        .where(eq(plans.id, planId));
      const ids = rows.flatMap((r) => [r.ownerId, r.userId ?? r.ownerId]);
      return [...new Set(ids)];
    },

    async findItem(db: DbOrTx, planId: number, itemId: number) {
      const [row] = await db
        .select({ id: planActivities.id, isPrivate: planActivities.isPrivate })
        .from(planActivities)
        .where(
          and(eq(planActivities.id, itemId), eq(planActivities.planId, planId)),
        );
      return row;
    },

    async saveVote(db: DbOrTx, itemId: number, userId: number, vote: number) {
      await db
        .insert(planActivityVotes)
        .values({ planActivityId: itemId, userId, vote })
        .onConflictDoUpdate({
          target: [planActivityVotes.planActivityId, planActivityVotes.userId],
          set: { vote, updatedAt: new Date() },
        });
    },

    async deleteVote(db: DbOrTx, itemId: number, userId: number) {
      const rows = await db
        .delete(planActivityVotes)
        .where(
          and(
            eq(planActivityVotes.planActivityId, itemId),
            eq(planActivityVotes.userId, userId),
          ),
        )
        .returning({ id: planActivityVotes.planActivityId });
      return rows.length > 0;
    },

    /** Up and down counts per scheduled activity the viewer may see, with the viewer's own vote. */
    tallies(db: DbOrTx, planId: number, viewerId: number) {
      return db
        .select({
          itemId: planActivityVotes.planActivityId,
          up: sql<number>`count(*) filter (where ${planActivityVotes.vote} > 0)::int`,
          down: sql<number>`count(*) filter (where ${planActivityVotes.vote} < 0)::int`,
          mine: sql<number>`coalesce(max(${planActivityVotes.vote}) filter (where ${planActivityVotes.userId} = ${viewerId}), 0)::int`,
        })
        .from(planActivityVotes)
        .innerJoin(
          planActivities,
          eq(planActivities.id, planActivityVotes.planActivityId),
        )
        .innerJoin(plans, eq(plans.id, planActivities.planId))
        .where(
          and(
            eq(planActivities.planId, planId),
            or(eq(planActivities.isPrivate, false), eq(plans.userId, viewerId)),
          ),
        )
        .groupBy(planActivityVotes.planActivityId)
        .orderBy(asc(planActivityVotes.planActivityId));
    },
  };
}

export type GroupPlansRepository = ReturnType<
  typeof createGroupPlansRepository
>;
