import type { PriceSource } from '@app/shared/pricing';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  not,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { DbOrTx } from '../../db/client';
import {
  activities,
  planActivities,
  planParticipants,
  plans,
} from '../../db/schema';
import { ensureShareId } from '../plans/share-link.sql';
import { blockedEitherWaySql } from '../social/people.sql';

export type PlanRow = typeof plans.$inferSelect;
/** A plan as read for its people: with whether anyone else is in it (isSharedSql). */
export type FinalizedPlanRow = PlanRow & { isGroupPlan: boolean };
export type NewScheduledRow = typeof planActivities.$inferInsert;

// Named apart from the caller's own invitation row, joined under the table's name.
const others = alias(planParticipants, 'others');
/**
 * A plan is a group plan while someone besides the owner is in it or still
 * asked to be: read from the invitations themselves, so a plan whose last
 * participant left, was removed, declined or deleted their account reads as
 * the owner's own plan again (a stored flag set at the first invitation never
 * turned back).
 */
const isSharedSql =
  sql<boolean>`exists (select 1 from ${planParticipants} as ${others} where ${and(
    eq(others.planId, plans.id),
    inArray(others.status, ['invited', 'joined']),
  )})`.mapWith(Boolean);

/** The caller's invitation row beside each plan (null on plans they own or were never invited to). */
const withInvitation = {
  plan: { ...getTableColumns(plans), isGroupPlan: isSharedSql },
  invitation: { role: planParticipants.role, status: planParticipants.status },
};
/** A block between owner and invitee, either way, voids the invitation at once. */
const invitationJoin = (userId: number | SQL) =>
  and(
    eq(planParticipants.planId, plans.id),
    eq(planParticipants.userId, userId),
    not(blockedEitherWaySql(sql`${plans.userId}`, userId)),
  );

const scheduledColumns = {
  item: {
    id: planActivities.id,
    planId: planActivities.planId,
    activityId: planActivities.activityId,
    plannedDate: planActivities.plannedDate,
    plannedTime: planActivities.plannedTime,
    estimatedDurationMinutes: planActivities.estimatedDurationMinutes,
    estimatedCost: planActivities.estimatedCost,
    priority: planActivities.priority,
    notes: planActivities.notes,
    isPrivate: planActivities.isPrivate,
    version: planActivities.version,
  },
  activity: {
    id: activities.id,
    name: activities.name,
    category: activities.category,
    subcategory: activities.subcategory,
    address: activities.address,
    venueName: activities.venueName,
    latitude: activities.latitude,
    longitude: activities.longitude,
  },
};
/** Scheduled activities beside their catalogue rows. */
const selectScheduled = (db: DbOrTx) =>
  db
    .select(scheduledColumns)
    .from(planActivities)
    .innerJoin(activities, eq(activities.id, planActivities.activityId));
type ScheduledItem = Awaited<ReturnType<typeof selectScheduled>>[number];

/** A JSON object of `columns` with the same keys, for reading rows inside a JSON aggregate. */
function jsonObjectSql(columns: Record<string, AnyColumn>) {
  return sql.join(
    // The keys are this module's own property names: literals, not parameters.
    Object.entries(columns).map(
      ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
    ),
    sql`, `,
  );
}

/**
 * Each plan's scheduled activities as one JSON array, in date/time order, so
 * a list of plans reads in one round trip. Private ones only on plans the
 * viewer owns.
 */
const itemsJsonSql = (viewerId: SQL) =>
  sql<
    ScheduledItem[]
  >`(select coalesce(json_agg(json_build_object('item', json_build_object(${jsonObjectSql(
    scheduledColumns.item,
  )}), 'activity', json_build_object(${jsonObjectSql(
    scheduledColumns.activity,
  )})) order by ${planActivities.plannedDate}, ${planActivities.plannedTime}, ${planActivities.id}), '[]'::json) from ${planActivities} inner join ${activities} on ${eq(
    activities.id,
    planActivities.activityId,
  )} where ${and(
    eq(planActivities.planId, plans.id),
    or(eq(planActivities.isPrivate, false), eq(plans.userId, viewerId)),
  )})`;

const listViewer = sql.placeholder('viewer');
/** What a list shows of a plan: not its draft-time suggestion set. */
const listedPlanColumns = {
  id: plans.id,
  userId: plans.userId,
  title: plans.title,
  status: plans.status,
  startDate: plans.startDate,
  endDate: plans.endDate,
  locationName: plans.locationName,
  description: plans.description,
  notes: plans.notes,
  createdAt: plans.createdAt,
  version: plans.version,
  isGroupPlan: isSharedSql,
};

/** The user's own finalized plans and the group plans they joined, with their activities. */
function listQuery(db: DbOrTx) {
  return db
    .select({
      plan: listedPlanColumns,
      invitation: withInvitation.invitation,
      items: itemsJsonSql(sql`${listViewer}`),
    })
    .from(plans)
    .leftJoin(planParticipants, invitationJoin(sql`${listViewer}`))
    .where(
      and(
        eq(plans.kind, 'finalized'),
        // Both sides on `plans`, so the planner can OR two index scans.
        or(
          eq(plans.userId, listViewer),
          and(
            inArray(
              plans.id,
              db
                .select({ id: planParticipants.planId })
                .from(planParticipants)
                .where(
                  and(
                    eq(planParticipants.userId, listViewer),
                    eq(planParticipants.status, 'joined'),
                  ),
                ),
            ),
            // A block voids the invitation, so the plan leaves the list too.
            not(blockedEitherWaySql(sql`${plans.userId}`, sql`${listViewer}`)),
          ),
        ),
      ),
    )
    .orderBy(desc(plans.startDate), desc(plans.id))
    .limit(sql.placeholder('limit'))
    .prepare('finalized_plans_list');
}
// Built once per database: on PostgreSQL a named statement is parsed and
// planned once per connection, not on every read of the list.
const preparedLists = new WeakMap<DbOrTx, ReturnType<typeof listQuery>>();

export function createFinalizedPlansRepository() {
  return {
    ensureShareId,

    /**
     * Removes the user's own draft (a finalized plan replaces it); answers
     * the removed row's share id, which the finalized plan takes over, or
     * undefined when there was no such draft.
     */
    async deleteDraft(db: DbOrTx, userId: number, id: number) {
      const [row] = await db
        .delete(plans)
        .where(
          and(
            eq(plans.id, id),
            eq(plans.userId, userId),
            eq(plans.kind, 'draft'),
          ),
        )
        .returning({
          shareId: plans.shareId,
          suggestionIds: plans.suggestionIds,
          suggestionDistances: plans.suggestionDistances,
        });
      return row;
    },

    /** A draft with a share link; an unshared one is as good as missing to others. */
    async sharedDraftExists(db: DbOrTx, id: number) {
      const [row] = await db
        .select({ id: plans.id })
        .from(plans)
        .where(
          and(
            eq(plans.id, id),
            eq(plans.kind, 'draft'),
            isNotNull(plans.shareId),
          ),
        );
      return row !== undefined;
    },

    async findSharedPlan(db: DbOrTx, shareId: string) {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.shareId, shareId), eq(plans.kind, 'finalized')));
      return row;
    },

    async insertPlan(db: DbOrTx, row: typeof plans.$inferInsert) {
      const [created] = await db.insert(plans).values(row).returning();
      return created!;
    },

    async insertItems(db: DbOrTx, rows: NewScheduledRow[]) {
      if (rows.length === 0) return [];
      return db.insert(planActivities).values(rows).returning();
    },

    /** What prices each of the activities that exist, by id (see `estimatedCost`). */
    async activityPrices(db: DbOrTx, ids: number[]) {
      if (ids.length === 0) return new Map<number, PriceSource>();
      const rows = await db
        .select({
          id: activities.id,
          category: activities.category,
          types: activities.types,
          price_level: activities.priceLevel,
        })
        .from(activities)
        .where(inArray(activities.id, ids));
      return new Map<number, PriceSource>(rows.map((r) => [r.id, r]));
    },

    async existingActivityIds(db: DbOrTx, ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: activities.id })
        .from(activities)
        .where(inArray(activities.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** A finalized plan with the caller's invitation, if any; whether it may be read is the service's call. */
    async findWithInvitation(db: DbOrTx, userId: number, id: number) {
      const [row] = await db
        .select(withInvitation)
        .from(plans)
        .leftJoin(planParticipants, invitationJoin(userId))
        .where(and(eq(plans.id, id), eq(plans.kind, 'finalized')));
      return row;
    },

    /** The user's own finalized plans and the group plans they joined, with their activities. */
    async listByUser(db: DbOrTx, userId: number, limit: number) {
      let prepared = preparedLists.get(db);
      if (!prepared) {
        prepared = listQuery(db);
        preparedLists.set(db, prepared);
      }
      return prepared.execute({ viewer: userId, limit });
    },

    /**
     * Scheduled activities of many plans in one query, in date/time order.
     * Private ones only on plans `viewerId` owns.
     */
    async itemsOf(db: DbOrTx, planIds: number[], viewerId: number) {
      if (planIds.length === 0) return [];
      return selectScheduled(db)
        .innerJoin(plans, eq(plans.id, planActivities.planId))
        .where(
          and(
            inArray(planActivities.planId, planIds),
            or(eq(planActivities.isPrivate, false), eq(plans.userId, viewerId)),
          ),
        )
        .orderBy(
          asc(planActivities.plannedDate),
          asc(planActivities.plannedTime),
          asc(planActivities.id),
        );
    },

    async updatePlan(
      db: DbOrTx,
      id: number,
      values: Partial<typeof plans.$inferInsert>,
    ) {
      await db
        .update(plans)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(plans.id, id));
    },

    /**
     * Takes the plan's row lock until `tx` ends, so writes to one plan and
     * its activities run one after another in every process; answers the
     * plan's row as it is under the lock.
     */
    async lockPlan(tx: DbOrTx, id: number) {
      const [row] = await tx
        .select()
        .from(plans)
        .where(eq(plans.id, id))
        .for('update');
      return row!;
    },

    /** Counts a change to the plan or one of its activities; answers the new version. */
    async bumpPlanVersion(tx: DbOrTx, id: number) {
      const [row] = await tx
        .update(plans)
        .set({ version: sql`${plans.version} + 1`, updatedAt: new Date() })
        .where(eq(plans.id, id))
        .returning({ version: plans.version });
      return row!.version;
    },

    async deletePlan(db: DbOrTx, id: number) {
      await db.delete(plans).where(eq(plans.id, id));
    },

    async findItem(db: DbOrTx, planId: number, itemId: number) {
      const [row] = await db
        .select()
        .from(planActivities)
        .where(
          and(eq(planActivities.id, itemId), eq(planActivities.planId, planId)),
        );
      return row;
    },

    async updateItem(
      db: DbOrTx,
      itemId: number,
      values: Partial<NewScheduledRow>,
    ) {
      await db
        .update(planActivities)
        .set(values)
        .where(eq(planActivities.id, itemId));
    },

    async deleteItem(db: DbOrTx, itemId: number) {
      await db.delete(planActivities).where(eq(planActivities.id, itemId));
    },
  };
}

export type FinalizedPlansRepository = ReturnType<
  typeof createFinalizedPlansRepository
>;
export type ScheduledItemRow = ScheduledItem;
export type ListedPlanRow = Awaited<
  ReturnType<FinalizedPlansRepository['listByUser']>
>[number]['plan'];
