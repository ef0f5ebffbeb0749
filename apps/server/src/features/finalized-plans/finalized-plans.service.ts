import type {
  FinalizedPlan,
  SharedItinerary,
  finalizePlanInputSchema,
  scheduledActivityInputSchema,
} from '@app/shared/finalized-plans';
import { metroToday } from '@app/shared/metro';
import { estimatedCost, type PriceSource } from '@app/shared/pricing';
import type { z } from 'zod';

import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../errors';
import type { ActivitiesService } from '../activities/activities.service';
import { accessOf, loadPlan, type PlanNeed } from '../group-plans/plan-access';
import type { PlanLimitGate } from '../plans/plans.service';

import {
  parseLatLng,
  toFinalizedPlan,
  toSharedItinerary,
} from './finalized-plan-wire';
import type { FinalizedPlansRepository } from './finalized-plans.repository';
import type { KeptPlanLists } from './kept-plan-lists';
import type { PlanLive } from './plan-live';
import type { PlanPlaces } from './plan-places';
import type { PlanPresenceRepository } from './plan-presence.repository';
import { createPlanWrites } from './plan-writes';

export type FinalizeData = z.output<typeof finalizePlanInputSchema>;
type ScheduledData = z.output<typeof scheduledActivityInputSchema>;

export const MAX_FINALIZED_LIST = 200;
export const ALREADY_FINALIZED =
  'This plan has already been finalized or was deleted.';

/**
 * A new scheduled activity. Its cost is always the one estimate rule applied
 * to the catalogue row, whatever the client sent, so a plan made by the app,
 * by a script or by another client prices the same places alike.
 */
function itemValues(planId: number, a: ScheduledData, price: PriceSource) {
  return {
    planId,
    activityId: a.activity_id,
    plannedDate: a.planned_date,
    plannedTime: a.planned_time ?? null,
    estimatedDurationMinutes: a.estimated_duration_minutes,
    estimatedCost: estimatedCost(price),
    priority: a.priority,
    notes: a.notes || null,
    isPrivate: a.is_private,
  };
}

export type FinalizedPlansServiceDeps = {
  db: Db;
  repo: FinalizedPlansRepository;
  /** My Plans answers kept between reads, dropped by any write they read. */
  lists?: Pick<KeptPlanLists, 'read'>;
  limits?: PlanLimitGate;
  /** Live place facts (Google Places), when a provider is set up. */
  places?: PlanPlaces;
  /** Catalogue rows by id: a plan's remaining suggestions. */
  catalogue?: Pick<ActivitiesService, 'getByIds'>;
  /** Names who made a change a stale write ran into. */
  people: Pick<PlanPresenceRepository, 'people'>;
  /** Pushes each committed change to the plan's open pages. */
  live?: Pick<PlanLive, 'changed'>;
  /** Told after someone changes a plan's schedule, so the others hear of it. */
  onScheduleChanged?: (
    actorId: number,
    plan: { id: number; title: string },
  ) => Promise<void>;
};

export function createFinalizedPlansService(deps: FinalizedPlansServiceDeps) {
  const { db, repo } = deps;

  /**
   * The plan and the caller's access to it: the owner may do anything,
   * participants read, joined editors change the schedule (see plan-access).
   */
  const load = (
    dbOrTx: DbOrTx,
    userId: number,
    id: number,
    need: PlanNeed = 'own',
  ) => loadPlan(repo, dbOrTx, userId, id, need);

  async function view(userId: number, id: number): Promise<FinalizedPlan> {
    const plan = await load(db, userId, id, 'read');
    return toFinalizedPlan(
      plan,
      await repo.itemsOf(db, [id], userId),
      metroToday(),
      plan.access,
    );
  }

  /**
   * After a change is committed: every open copy of the plan reloads, and
   * when an activity changed, the other members of a group plan are told
   * (only a group plan has others to tell).
   */
  async function committed(
    actorId: number,
    plan: { id: number; title: string; isGroupPlan: boolean },
    version: number,
    schedule: boolean,
  ) {
    await deps.live?.changed(plan.id, version);
    if (schedule && plan.isGroupPlan) {
      await deps.onScheduleChanged?.(actorId, plan);
    }
  }

  const writes = createPlanWrites({
    db,
    repo,
    people: deps.people,
    load,
    view,
    assertInside,
    committed,
  });

  /** The activities' price facts; 422 naming the first that does not exist. */
  async function pricesOfExisting(
    tx: Tx,
    ids: number[],
    locOf: (index: number) => (string | number)[],
  ) {
    const found = await repo.activityPrices(tx, ids);
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0) {
      throw AppError.unprocessable([
        {
          loc: ['body', ...locOf(missing), 'activity_id'],
          msg: `Activity ${ids[missing]} not found`,
          type: 'not_found',
        },
      ]);
    }
    return found;
  }

  async function finalizeInTx(tx: Tx, userId: number, input: FinalizeData) {
    // The finalized plan replaces the user's draft, so it takes no extra slot;
    // a link to the draft already handed out now shows the schedule, and the
    // schedule keeps the draft's id so /plan/{id} can lead to it. Someone
    // else's draft (a shared one) stays. A draft already gone was finalized by
    // a request before this one (a second click, another tab): a second plan
    // would be a copy.
    let shareId: string | null = null;
    let draftId: number | undefined;
    let mine: Awaited<ReturnType<typeof repo.deleteDraft>> | undefined;
    if (input.plan_id) {
      mine = await repo.deleteDraft(tx, userId, input.plan_id);
      if (!mine && !(await repo.sharedDraftExists(tx, input.plan_id))) {
        throw AppError.conflict(ALREADY_FINALIZED);
      }
      shareId = mine?.shareId ?? null;
      if (mine) draftId = input.plan_id;
    }
    await deps.limits?.assertCanAdd(tx, userId, 'plans');
    const point = parseLatLng(input.location);
    const plan = await repo.insertPlan(tx, {
      id: draftId,
      userId,
      kind: 'finalized',
      title: input.title,
      description: input.description || null,
      notes: input.notes || null,
      startDate: input.start_date,
      endDate: input.end_date,
      locationName: input.location_name || null,
      latitude: point?.lat ?? null,
      longitude: point?.lng ?? null,
      status: 'planned',
      shareId,
      // The draft's suggestions stay, to add more from later.
      suggestionIds: mine?.suggestionIds ?? null,
      suggestionDistances: mine?.suggestionDistances ?? null,
    });
    const ids = input.selected_activities.map((a) => a.activity_id);
    const prices = await pricesOfExisting(tx, ids, (i) => [
      'selected_activities',
      i,
    ]);
    await repo.insertItems(
      tx,
      input.selected_activities.map((a) =>
        itemValues(plan.id, a, prices.get(a.activity_id)!),
      ),
    );
    // Catalogue rows exist before the plan does: the lookup need not wait for the commit.
    deps.places?.entered(ids);
    return plan;
  }

  return {
    /**
     * Stores the plan and all its scheduled activities in one transaction
     * (403 over the plan limit, 422 for an unknown activity: nothing is kept).
     */
    finalizeInTx,

    async finalize(userId: number, input: FinalizeData) {
      const plan = await db.transaction((tx) =>
        finalizeInTx(tx, userId, input),
      );
      return view(userId, plan.id);
    },

    /** The user's own finalized plans and the group plans they joined. */
    async list(
      userId: number,
      limit: number,
    ): Promise<readonly FinalizedPlan[]> {
      const today = metroToday();
      const load = async () =>
        (await repo.listByUser(db, userId, limit)).map(
          ({ plan, invitation, items }) =>
            toFinalizedPlan(
              plan,
              items,
              today,
              accessOf(plan.userId, invitation, userId)!,
            ),
        );
      return deps.lists ? deps.lists.read(userId, limit, today, load) : load();
    },

    get: view,

    /** The draft's suggestions the plan does not hold yet, best first. */
    async suggestions(userId: number, id: number) {
      const plan = await load(db, userId, id, 'read');
      const held = new Set(
        (await repo.itemsOf(db, [id], userId)).map((i) => i.item.activityId),
      );
      const ids = (plan.suggestionIds ?? []).filter((s) => !held.has(s));
      return ids.length > 0 && deps.catalogue
        ? deps.catalogue.getByIds(ids)
        : [];
    },

    /** The plan with the caller's access, checked for `need`: for other features' plan writes. */
    access: (dbOrTx: DbOrTx, userId: number, id: number, need: PlanNeed) =>
      load(dbOrTx, userId, id, need),

    /** Which of these catalogue ids exist. */
    knownActivityIds: (ids: number[]) => repo.existingActivityIds(db, ids),

    /** Counts a change another feature made to the plan in `tx`; answers the new version. */
    bumpVersionInTx: (tx: Tx, id: number) => repo.bumpPlanVersion(tx, id),

    /** The owner's share link for the plan, created on first use. */
    async share(userId: number, id: number): Promise<string> {
      await load(db, userId, id);
      return repo.ensureShareId(db, id);
    },

    /** Anyone with the link reads the schedule, less what is private. */
    async getShared(shareId: string): Promise<SharedItinerary> {
      const plan = await repo.findSharedPlan(db, shareId);
      if (!plan) throw AppError.notFound('Plan not found');
      // No viewer: private activities are left out.
      const items = await repo.itemsOf(db, [plan.id], 0);
      return toSharedItinerary(plan, items);
    },

    /** The plan as its detail page reads it: with live place facts when set up. */
    async detail(userId: number, id: number): Promise<FinalizedPlan> {
      const plan = await view(userId, id);
      return deps.places ? deps.places.overlay(plan) : plan;
    },

    ...writes,

    async remove(userId: number, id: number) {
      await load(db, userId, id);
      await repo.deletePlan(db, id);
    },

    /**
     * Adds an activity (e.g. from favorites) on a date inside the plan. It
     * names no version: a new activity conflicts with nothing.
     */
    async addItem(userId: number, id: number, input: ScheduledData) {
      const { plan, version } = await db.transaction(async (tx) => {
        const owned = await load(tx, userId, id);
        await repo.lockPlan(tx, id);
        assertInside(owned, input.planned_date);
        const prices = await pricesOfExisting(
          tx,
          [input.activity_id],
          () => [],
        );
        await repo.insertItems(tx, [
          itemValues(id, input, prices.get(input.activity_id)!),
        ]);
        return { plan: owned, version: await repo.bumpPlanVersion(tx, id) };
      });
      deps.places?.entered([input.activity_id]);
      await committed(userId, plan, version, true);
      return view(userId, id);
    },
  };
}

function assertInside(
  plan: { startDate: string; endDate: string },
  date: string,
) {
  if (date < plan.startDate || date > plan.endDate) {
    throw AppError.unprocessable([
      {
        loc: ['body', 'planned_date'],
        msg: "Planned date must be within the plan's dates",
        type: 'value_error',
      },
    ]);
  }
}

export type FinalizedPlansService = ReturnType<
  typeof createFinalizedPlansService
>;
