import type {
  FinalizedPlan,
  UpdateFinalizedPlanInput,
  UpdateScheduledActivityInput,
} from '@app/shared/finalized-plans';
import {
  STALE_WRITE,
  type ItemField,
  type PlanConflict,
  type PlanField,
} from '@app/shared/plan-live';

import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../errors';
import {
  OWNER_ONLY,
  type PlanNeed,
  type PlanWithAccess,
} from '../group-plans/plan-access';
import { toPublicUser } from '../social/people-wire';

import { fieldsChangedSince, mergeWrite, type Versioned } from './field-merge';
import type {
  FinalizedPlanRow,
  FinalizedPlansRepository,
  NewScheduledRow,
  PlanRow,
} from './finalized-plans.repository';
import type { PlanPresenceRepository } from './plan-presence.repository';

type LoadedPlan = PlanWithAccess<FinalizedPlanRow>;
type ItemRow = NonNullable<
  Awaited<ReturnType<FinalizedPlansRepository['findItem']>>
>;
/** A conflict before the person behind it is looked up. */
type RawConflict = Omit<PlanConflict, 'changed_by'> & { by: number | null };

const ITEM_COLUMNS = {
  planned_date: 'plannedDate',
  planned_time: 'plannedTime',
  notes: 'notes',
  estimated_duration_minutes: 'estimatedDurationMinutes',
  estimated_cost: 'estimatedCost',
  is_private: 'isPrivate',
} as const satisfies Record<ItemField, keyof ItemRow>;

const PLAN_COLUMNS = {
  title: 'title',
  description: 'description',
  notes: 'notes',
  location_name: 'locationName',
  status: 'status',
} as const satisfies Record<PlanField, keyof PlanRow>;

/** `undefined` means "not sent"; an empty text clears the field. */
const clearable = (text: string | null | undefined) =>
  text === undefined ? undefined : text || null;

function sentOnly<F extends string>(values: Record<F, unknown>) {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Partial<Record<F, unknown>>;
}

function itemChanges(input: UpdateScheduledActivityInput) {
  return sentOnly<ItemField>({
    planned_date: input.planned_date,
    planned_time:
      input.planned_time === undefined
        ? undefined
        : (input.planned_time ?? null),
    notes: clearable(input.notes),
    estimated_duration_minutes: input.estimated_duration_minutes,
    estimated_cost: input.estimated_cost,
    is_private: input.is_private,
  });
}

function planChanges(input: UpdateFinalizedPlanInput) {
  return sentOnly<PlanField>({
    title: input.title,
    description: clearable(input.description),
    notes: clearable(input.notes),
    location_name: clearable(input.location_name),
    status: input.status,
  });
}

/** A row's fields as the wire names them, from its columns. */
function wireValues<F extends string>(
  row: object,
  columns: Record<F, string>,
): Record<F, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(columns).map(([f, c]) => [f, values[c as string]]),
  ) as Record<F, unknown>;
}

function toColumns<F extends string>(
  changes: Partial<Record<F, unknown>>,
  fields: F[],
  columns: Record<F, string>,
) {
  return Object.fromEntries(fields.map((f) => [columns[f], changes[f]]));
}

function conflictsOf(
  row: Versioned,
  fields: string[],
  current: Record<string, unknown>,
  itemId: number | null,
): RawConflict[] {
  return fields.map((field) => ({
    item_id: itemId,
    field,
    theirs: current[field] ?? null,
    by: row.fieldVersions[field]?.by ?? null,
  }));
}

/**
 * The writes that change what is already in a plan. Each names the version
 * it was based on; they run under the plan's row lock, so two processes
 * never interleave on one plan, and a write to fields changed since its
 * version is refused with a 409 carrying the plan as it is now.
 */
export function createPlanWrites(deps: {
  db: Db;
  repo: FinalizedPlansRepository;
  people: Pick<PlanPresenceRepository, 'people'>;
  load: (
    dbOrTx: DbOrTx,
    userId: number,
    id: number,
    need?: PlanNeed,
  ) => Promise<LoadedPlan>;
  view: (userId: number, id: number) => Promise<FinalizedPlan>;
  assertInside: (plan: LoadedPlan, date: string) => void;
  /** After a change is committed; `schedule` when an activity changed. */
  committed: (
    actorId: number,
    plan: LoadedPlan,
    version: number,
    schedule: boolean,
  ) => Promise<void>;
}) {
  const { db, repo } = deps;

  async function refuse(
    userId: number,
    id: number,
    conflicts: RawConflict[],
  ): Promise<never> {
    const ids = [...new Set(conflicts.flatMap((c) => (c.by ? [c.by] : [])))];
    const people = await deps.people.people(db, ids);
    const personOf = (by: number | null) => {
      const row = people.find((p) => p.id === by);
      return row ? toPublicUser(row) : null;
    };
    throw AppError.conflict(STALE_WRITE, {
      current: await deps.view(userId, id),
      conflicts: conflicts.map(({ by, ...c }) => ({
        ...c,
        changed_by: personOf(by),
      })),
    });
  }

  /** Runs `write` under the plan's lock; refuses, or announces what it committed. */
  async function locked(
    userId: number,
    id: number,
    need: PlanNeed,
    write: (
      tx: Tx,
      plan: LoadedPlan,
      lock: PlanRow,
    ) => Promise<{ conflicts: RawConflict[] } | { version?: number }>,
    schedule: boolean,
  ) {
    const { plan, outcome } = await db.transaction(async (tx) => {
      const plan = await deps.load(tx, userId, id, need);
      const lock = await repo.lockPlan(tx, id);
      return { plan, outcome: await write(tx, plan, lock) };
    });
    if ('conflicts' in outcome) return refuse(userId, id, outcome.conflicts);
    if (outcome.version !== undefined) {
      await deps.committed(userId, plan, outcome.version, schedule);
    }
    return deps.view(userId, id);
  }

  async function findVisibleItem(tx: Tx, plan: LoadedPlan, itemId: number) {
    const item = await repo.findItem(tx, plan.id, itemId);
    if (!item || (item.isPrivate && plan.access.role !== 'owner')) {
      throw AppError.notFound('Scheduled activity not found');
    }
    return item;
  }

  return {
    /** The owner's change to the plan's own fields, based on the plan's version. */
    update: (
      userId: number,
      id: number,
      input: UpdateFinalizedPlanInput,
      base: number,
    ) =>
      locked(
        userId,
        id,
        'own',
        async (tx, _plan, lock) => {
          const current = wireValues(lock, PLAN_COLUMNS);
          const changes = planChanges(input);
          const merge = mergeWrite(lock, current, changes, base, userId);
          if (merge.kind === 'conflict') {
            return {
              conflicts: conflictsOf(lock, merge.fields, current, null),
            };
          }
          if (merge.kind === 'unchanged') return {};
          await repo.updatePlan(tx, id, {
            ...toColumns(changes, merge.changed, PLAN_COLUMNS),
            fieldVersions: merge.fieldVersions,
          });
          return { version: await repo.bumpPlanVersion(tx, id) };
        },
        false,
      ),

    /**
     * Moves an activity in time or changes its notes (editors too; what it
     * costs and who may see it stay the owner's), based on its version.
     */
    updateItem: (
      userId: number,
      id: number,
      itemId: number,
      input: UpdateScheduledActivityInput,
      base: number,
    ) =>
      locked(
        userId,
        id,
        'schedule',
        async (tx, plan) => {
          const item = await findVisibleItem(tx, plan, itemId);
          const current = wireValues(item, ITEM_COLUMNS);
          const changes = itemChanges(input);
          // Unchanged values pass, so a form may send the whole row.
          const touchesOwnerFields = (
            ['estimated_cost', 'is_private'] as const
          ).some((f) => f in changes && changes[f] !== current[f]);
          if (touchesOwnerFields && plan.access.role !== 'owner') {
            throw AppError.forbidden(OWNER_ONLY);
          }
          if (input.planned_date) deps.assertInside(plan, input.planned_date);
          const merge = mergeWrite(item, current, changes, base, userId);
          if (merge.kind === 'conflict') {
            return {
              conflicts: conflictsOf(item, merge.fields, current, itemId),
            };
          }
          if (merge.kind === 'unchanged') return {};
          await repo.updateItem(tx, itemId, {
            ...(toColumns(
              changes,
              merge.changed,
              ITEM_COLUMNS,
            ) as Partial<NewScheduledRow>),
            version: merge.version,
            fieldVersions: merge.fieldVersions,
          });
          return { version: await repo.bumpPlanVersion(tx, id) };
        },
        true,
      ),

    /** Removes an activity, unless someone changed it after the version named. */
    removeItem: (userId: number, id: number, itemId: number, base: number) =>
      locked(
        userId,
        id,
        'own',
        async (tx, plan) => {
          const item = await findVisibleItem(tx, plan, itemId);
          if (item.version !== base) {
            const fields = fieldsChangedSince(item, base);
            return {
              conflicts: conflictsOf(
                item,
                fields,
                wireValues(item, ITEM_COLUMNS),
                itemId,
              ),
            };
          }
          await repo.deleteItem(tx, itemId);
          return { version: await repo.bumpPlanVersion(tx, id) };
        },
        true,
      ),
  };
}
