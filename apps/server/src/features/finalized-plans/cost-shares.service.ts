import { canVote } from '@app/shared/group-plans';
import {
  costNote,
  memberTotals,
  splitItem,
  type AttendanceStatus,
  type CostShares,
  type CostSplitMode,
} from '@app/shared/plan-together';
import { estimatedCost } from '@app/shared/pricing';

import type { Db, Tx } from '../../db/client';
import { AppError } from '../../errors';
import { loadPlan, type PlanNeed } from '../group-plans/plan-access';
import { toPublicUser } from '../social/people-wire';

import type { CostSharesRepository } from './cost-shares.repository';
import type { FinalizedPlansRepository } from './finalized-plans.repository';
import type { PlanLive } from './plan-live';

type ItemRow = Awaited<ReturnType<CostSharesRepository['items']>>[number];

/**
 * The item's cost: the plan's own estimate, else the place's typical price
 * by the shared pricing rules (flagged, so it is shown as such).
 */
function costOf(item: ItemRow) {
  const planned = Number(item.estimatedCost);
  if (planned > 0) return { cost: planned, isTypical: false };
  return {
    cost: estimatedCost({
      category: item.category,
      types: item.types,
      price_level: item.priceLevel,
    }),
    isTypical: true,
  };
}

export function createCostSharesService(deps: {
  db: Db;
  repo: CostSharesRepository;
  plans: Pick<
    FinalizedPlansRepository,
    'findWithInvitation' | 'bumpPlanVersion'
  >;
  /** Every open page of the plan reloads who is going and the shares. */
  live: Pick<PlanLive, 'changed'>;
}) {
  const { db, repo } = deps;
  const load = (userId: number, planId: number, need: PlanNeed) =>
    loadPlan(deps.plans, db, userId, planId, need);

  async function visibleItem(userId: number, planId: number, itemId: number) {
    const items = await repo.items(db, planId, userId);
    if (!items.some((i) => i.id === itemId)) {
      throw AppError.notFound('Scheduled activity not found');
    }
  }

  /** Every item's people and split, every member's share and the total, for `viewerId`. */
  async function shares(viewerId: number, planId: number): Promise<CostShares> {
    const [items, members] = await Promise.all([
      repo.items(db, planId, viewerId),
      repo.members(db, planId),
    ]);
    const memberIds = new Set(members.map((m) => m.id));
    // Someone who left keeps their rows until removed; only members count.
    const attendance = (
      await repo.attendance(
        db,
        items.map((i) => i.id),
      )
    ).filter((a) => memberIds.has(a.userId));
    const priced = items.map((item) => {
      const rows = attendance.filter((a) => a.itemId === item.id);
      const goingIds = rows
        .filter((a) => a.status === 'going')
        .map((a) => a.userId);
      return {
        item,
        rows,
        goingIds,
        mode: item.mode as CostSplitMode,
        ...costOf(item),
      };
    });
    const totals = memberTotals(priced, [...memberIds]);
    return {
      items: priced.map((p) => ({
        plan_activity_id: p.item.id,
        name: p.item.name,
        cost: p.cost,
        is_typical_price: p.isTypical,
        mode: p.mode,
        attendance: p.rows.map((a) => ({
          user_id: a.userId,
          status: a.status as AttendanceStatus,
        })),
        share_each:
          p.goingIds.length > 0
            ? Math.max(...splitItem(p.cost, p.mode, p.goingIds).values())
            : null,
      })),
      members: members.map((m) => ({
        user: toPublicUser(m),
        share: totals.byMember.get(m.id) ?? 0,
      })),
      total: totals.total,
      has_typical_prices: priced.some((p) => p.isTypical),
    };
  }

  /** Saves one answer or split and tells the plan's open pages. */
  async function save(planId: number, write: (tx: Tx) => Promise<unknown>) {
    const version = await db.transaction(async (tx) => {
      await write(tx);
      return deps.plans.bumpPlanVersion(tx, planId);
    });
    await deps.live.changed(planId, version);
  }

  return {
    shares: async (userId: number, planId: number) => {
      await load(userId, planId, 'read');
      return shares(userId, planId);
    },

    /** The account export's part: per plan, the member's answers and share. */
    async exportFor(userId: number, planIds: readonly number[]) {
      const all = await Promise.all(planIds.map((id) => shares(userId, id)));
      return all.map((plan, i) => ({
        plan_id: planIds[i]!,
        my_share: plan.members.find((m) => m.user.id === userId)?.share ?? 0,
        total: plan.total,
        is_estimate: true,
        items: plan.items.map((item) => ({
          plan_activity_id: item.plan_activity_id,
          name: item.name,
          cost: item.cost,
          is_typical_price: item.is_typical_price,
          mode: item.mode,
          my_attendance:
            item.attendance.find((a) => a.user_id === userId)?.status ?? null,
          note: costNote(item, userId),
        })),
      }));
    },

    /** A joined member says whether they go to one item. */
    async setAttendance(
      userId: number,
      planId: number,
      itemId: number,
      status: AttendanceStatus,
    ) {
      const plan = await load(userId, planId, 'read');
      if (!canVote(plan.access.status)) {
        throw AppError.forbidden('Join the plan to say whether you are going');
      }
      await visibleItem(userId, planId, itemId);
      await save(planId, (tx) =>
        repo.saveAttendance(tx, itemId, userId, status),
      );
      return shares(userId, planId);
    },

    /** The owner or an editor sets how one item's cost is shared. */
    async setSplit(
      userId: number,
      planId: number,
      itemId: number,
      mode: CostSplitMode,
    ) {
      await load(userId, planId, 'schedule');
      await visibleItem(userId, planId, itemId);
      await save(planId, (tx) => repo.saveSplit(tx, itemId, mode));
      return shares(userId, planId);
    },
  };
}

export type CostSharesService = ReturnType<typeof createCostSharesService>;
