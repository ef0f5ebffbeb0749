import type { Activity } from '@app/shared/activity';
import { DEFAULT_RADIUS_METERS, metroToday } from '@app/shared/metro';
import { daysList, generatePlanName } from '@app/shared/plan-rules';
import type {
  CreatePlanData,
  PlanDetail,
  PlanSummary,
  UpdatePlanData,
} from '@app/shared/plans';
import { isPremiumTemplate } from '@app/shared/premium';

import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../errors';
import { createKeptOnWrites } from '../../lib/kept-on-writes';
import type { KeepGateSetting } from '../../lib/redis-channel';
import type { TableWrites } from '../../lib/table-writes';
import type { ActivitiesService } from '../activities/activities.service';

import { holdToNote, noteReach, readNote } from './note-constraints';
import type {
  NewPlanRow,
  PlanRow,
  PlansRepository,
  RankedSuggestions,
} from './plans.repository';
import {
  noteInterests,
  planInterests,
  promptKeywords,
} from './suggestion-ranking';

const MAX_SUGGESTIONS = 200;
/**
 * Ranked candidates read when the AI assistant text adds filters the SQL
 * does not apply (a patio, an area, a day), so 200 remain after them.
 */
const NOTE_CANDIDATES = 1000;
/** Kept plan answers past this many push out the one read longest ago (about 190 KB each). */
const MAX_KEPT_PLANS = 100;
/** Every table a draft's detail is read from: its row and the catalogue's. */
const DRAFT_DETAIL_TABLES = ['plans', 'activities'] as const;

type KeptDraft = { ownerId: number; detail: PlanDetail } | null;

/** Drafts' details kept in this process while no write touches their tables. */
export function createKeptDrafts(options: {
  writes: TableWrites;
  keep: KeepGateSetting;
}) {
  return createKeptOnWrites<number, KeptDraft>({
    channel: 'wp:plan-drafts:changed',
    tables: DRAFT_DETAIL_TABLES,
    maxKeys: MAX_KEPT_PLANS,
    ...options,
  });
}

export type KeptDrafts = ReturnType<typeof createKeptDrafts>;

/** The free-tier gate; provided by the limits feature when it is wired. */
export type PlanLimitGate = {
  assertCanAdd: (tx: Tx, userId: number, feature: 'plans') => Promise<void>;
  assertTemplateAccess: (tx: Tx, userId: number) => Promise<void>;
};

function planValues(input: UpdatePlanData): Partial<NewPlanRow> {
  const values: Partial<NewPlanRow> = {};
  if (input.days) {
    values.startDate = input.days[0]!;
    values.endDate = input.days[input.days.length - 1]!;
  }
  if (input.location) {
    values.latitude = input.location.lat;
    values.longitude = input.location.lng;
    values.locationName = input.location.address ?? null;
  }
  if (input.interests) values.interests = input.interests;
  if (input.radius !== undefined)
    values.radiusMeters = Math.round(input.radius);
  if (input.template !== undefined) values.template = input.template ?? null;
  if (input.budget_type !== undefined)
    values.budgetType = input.budget_type ?? null;
  if (input.ai_prompt !== undefined) values.aiPrompt = input.ai_prompt || null;
  const max = input.price_range?.max ?? input.budget_max ?? input.budget;
  const min = input.price_range?.min ?? input.budget_min;
  if (max != null) values.priceMax = Math.round(max);
  if (min != null) values.priceMin = Math.round(min);
  if (input.budget != null) values.budget = Math.round(input.budget);
  else if (max != null) values.budget = Math.round(max);
  const title = input.name ?? input.title;
  if (title) values.title = title;
  return values;
}

/** What a plan's suggestions are built from. */
type SuggestionInputs = Pick<
  PlanRow,
  'radiusMeters' | 'interests' | 'startDate' | 'endDate'
> &
  Partial<Pick<PlanRow, 'latitude' | 'longitude' | 'priceMax' | 'aiPrompt'>>;

const planDays = (plan: SuggestionInputs) =>
  daysList(plan.startDate, plan.endDate, plan.startDate);

function suggestionQuery(plan: SuggestionInputs) {
  return {
    lat: plan.latitude ?? 0,
    lng: plan.longitude ?? 0,
    radiusMeters: plan.radiusMeters,
    interests: planInterests(plan.interests, plan.aiPrompt),
    days: planDays(plan),
    budgetMax: plan.priceMax ?? null,
    keywords: promptKeywords(plan.aiPrompt),
    limit: MAX_SUGGESTIONS,
  };
}

/** A held suggestion set as the row's columns; nothing when the SQL ranks alone. */
const stored = (held: RankedSuggestions | null): Partial<NewPlanRow> =>
  held ? { suggestionIds: held.ids, suggestionDistances: held.distances } : {};

function toPlanSummary(row: PlanRow): PlanSummary {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    template: row.template,
    location: {
      lat: row.latitude,
      lng: row.longitude,
      address: row.locationName,
    },
    days: daysList(row.startDate, row.endDate, row.startDate),
    start_date: row.startDate,
    end_date: row.endDate,
    interests: row.interests,
    radius: row.radiusMeters,
    budget: row.budget,
    budget_type: row.budgetType,
    price_range:
      row.priceMax != null
        ? { min: row.priceMin ?? 0, max: row.priceMax }
        : null,
    ai_prompt: row.aiPrompt,
    note_interests: noteInterests(row.aiPrompt).labels,
    activity_count: row.suggestionIds?.length ?? 0,
    created_at: row.createdAt.toISOString(),
  };
}

export function createPlansService(deps: {
  db: Db;
  repo: PlansRepository;
  /** Activity wire rows by id, in the given order (the activities feature). */
  activities: Pick<ActivitiesService, 'getByIds'>;
  limits?: PlanLimitGate;
  /** Where details are kept between reads; without it each read builds one. */
  kept?: Pick<KeptDrafts, 'read'>;
}) {
  const { db, repo } = deps;

  /** A premium built-in template needs Premium (or the beta); 403 otherwise. */
  async function assertTemplate(tx: Tx, userId: number, input: UpdatePlanData) {
    if (input.template && isPremiumTemplate(input.template)) {
      await deps.limits?.assertTemplateAccess(tx, userId);
    }
  }

  async function buildSuggestions(tx: DbOrTx, plan: PlanRow) {
    return repo.rebuildSuggestions(tx, {
      planId: plan.id,
      ...suggestionQuery(plan),
    });
  }

  /**
   * The suggestion set held to the AI assistant text's constraints; null
   * when the note asks none. A named area is looked for around it first;
   * a category with nothing there keeps the plan's reach, whose note says
   * how far it lies. Read before the plan is written: the catalogue is read
   * on the pool, not in the write's transaction.
   */
  async function noteSuggestions(
    plan: SuggestionInputs,
  ): Promise<RankedSuggestions | null> {
    const ask = readNote(plan.aiPrompt, planDays(plan));
    if (!ask) return null;
    const query = { ...suggestionQuery(plan), limit: NOTE_CANDIDATES };
    const meters = new Map<number, number>();
    const held = async (reach?: ReturnType<typeof noteReach>) => {
      const ranked = await repo.rankSuggestions(db, { ...query, reach });
      ranked.ids.forEach((id, i) => meters.set(id, ranked.distances[i]!));
      const list = await deps.activities.getByIds(ranked.ids);
      return holdToNote(list, ask).activities;
    };
    const reach = noteReach(ask);
    let kept = reach ? await held(reach) : [];
    const found = new Set(kept.map((a) => a.category));
    const wanted = query.interests.map((f) => f.category);
    if (!reach || wanted.length === 0 || wanted.some((c) => !found.has(c))) {
      const wide = await held();
      kept = [...kept, ...wide.filter((a) => !found.has(a.category))];
    }
    kept = kept.slice(0, MAX_SUGGESTIONS);
    return {
      ids: kept.map((a) => a.id),
      distances: kept.map((a) => meters.get(a.id)!),
    };
  }

  /** What the note asked that the kept suggestions could not meet. */
  function noteUnmet(plan: PlanRow, list: readonly Activity[]): string[] {
    const ask = readNote(plan.aiPrompt, planDays(plan));
    return ask ? holdToNote(list, ask).notes : [];
  }

  /**
   * The last detail built from each kept activity list (the catalogue answers
   * the same list while it is unchanged), so an unchanged plan is answered
   * with the same object and its serialised text is reused.
   */
  const keptDetails = new WeakMap<
    readonly Activity[],
    { key: string; detail: PlanDetail }
  >();

  async function detail(plan: PlanRow): Promise<PlanDetail> {
    const ids = plan.suggestionIds ?? [];
    const list = await deps.activities.getByIds(ids);
    const summary = toPlanSummary(plan);
    const key = JSON.stringify([summary, plan.suggestionDistances]);
    const kept = keptDetails.get(list);
    if (kept?.key === key) return kept.detail;
    const distances = new Map(
      ids.map((id, i) => [id, plan.suggestionDistances?.[i] ?? null]),
    );
    const built: PlanDetail = {
      ...summary,
      note_unmet: noteUnmet(plan, list),
      activities: list.map((a) => {
        const meters = distances.get(a.id);
        return {
          ...a,
          distance_km: meters == null ? null : Math.round(meters / 10) / 100,
        };
      }),
    };
    keptDetails.set(list, { key, detail: built });
    return built;
  }

  /**
   * The owner's plan detail, kept until a write to the plans or the
   * catalogue (`KeptDrafts`); a kept read asks the database nothing.
   */
  async function ownedDetail(userId: number, id: number) {
    const load = async () => {
      const found = await repo.findById(db, id);
      return found
        ? { ownerId: found.userId, detail: await detail(found) }
        : null;
    };
    const read = await (deps.kept ? deps.kept.read(id, '', load) : load());
    if (!read || read.ownerId !== userId) {
      throw AppError.notFound('Plan not found');
    }
    return read.detail;
  }

  async function owned(userId: number, id: number) {
    const found = await repo.findById(db, id);
    if (!found || found.userId !== userId) {
      throw AppError.notFound('Plan not found');
    }
    return found;
  }

  return {
    /** Stores the plan and its ranked suggestion set; 403 when over the plan limit. */
    async create(userId: number, input: CreatePlanData): Promise<PlanSummary> {
      const values = planValues(input);
      const row = {
        userId,
        kind: 'draft',
        template: input.template ?? 'manual',
        ...values,
        title:
          values.title ??
          generatePlanName(input.interests, values.startDate!, values.endDate!),
        startDate: values.startDate ?? metroToday(),
        endDate: values.endDate ?? metroToday(),
      };
      const held = await noteSuggestions({
        ...row,
        radiusMeters: values.radiusMeters ?? DEFAULT_RADIUS_METERS,
        interests: values.interests ?? [],
      });
      const plan = await db.transaction(async (tx) => {
        await assertTemplate(tx, userId, input);
        await deps.limits?.assertCanAdd(tx, userId, 'plans');
        const created = await repo.insert(tx, { ...row, ...stored(held) });
        return held ? created : buildSuggestions(tx, created);
      });
      return toPlanSummary(plan);
    },

    async list(userId: number, limit: number): Promise<PlanSummary[]> {
      const rows = await repo.listByUser(db, userId, limit);
      return rows.map(toPlanSummary);
    },

    /** The owner reads a plan by id; to anyone else it does not exist. */
    async get(userId: number, id: number): Promise<PlanDetail> {
      return ownedDetail(userId, id);
    },

    /** The owner's share id for the plan, created on first use. */
    async share(userId: number, id: number): Promise<string> {
      await owned(userId, id);
      return repo.ensureShareId(db, id);
    },

    /** Anyone holding the share id may browse the plan's suggestions (spec 2 §1). */
    async getShared(shareId: string): Promise<PlanDetail> {
      const found = await repo.findByShareId(db, shareId);
      if (!found) throw AppError.notFound('Plan not found');
      return detail(found);
    },

    async update(userId: number, id: number, input: UpdatePlanData) {
      const current = await owned(userId, id);
      const values = planValues(input);
      const held = await noteSuggestions({ ...current, ...values });
      const plan = await db.transaction(async (tx) => {
        await assertTemplate(tx, userId, input);
        const updated = (await repo.update(tx, id, {
          ...values,
          ...stored(held),
        }))!;
        return held ? updated : buildSuggestions(tx, updated);
      });
      return detail(plan);
    },

    async remove(userId: number, id: number) {
      await owned(userId, id);
      await repo.delete(db, id);
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
