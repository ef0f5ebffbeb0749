import { randomUUID } from 'node:crypto';

import type { FinalizedPlan } from '@app/shared/finalized-plans';

import { createKeepGate, type KeepGateSetting } from '../../lib/redis-channel';
import type { TableWrites } from '../../lib/table-writes';

const CHANNEL = 'wp:plan-lists:changed';
/** Kept lists past this many push out the one read longest ago (5 plans are about 9 KB). */
const MAX_VIEWERS = 2_000;

/**
 * Every table a list is read from (`listByUser`): the plans, their scheduled
 * activities, invitations, blocks between owner and invitee, the catalogue
 * rows the activities name, and the accounts whose deletion takes plans and
 * invitations with them.
 */
export const PLAN_LIST_TABLES = [
  'plans',
  'plan_activities',
  'plan_participants',
  'user_blocks',
  'activities',
  'users',
] as const;

export type KeptPlanListsOptions = {
  writes: TableWrites;
  /** Where answers may be kept, how long, and how other processes are told. */
  keep: KeepGateSetting;
};

type Kept = {
  generation: number;
  limit: number;
  /** The metro day the statuses were derived on. */
  day: string;
  until: number;
  value: readonly FinalizedPlan[];
};

/**
 * My Plans answers kept per viewer in this process. Any committed write to a
 * table a list reads drops every kept list at once (a plan's change reaches
 * all its members' lists, a catalogue rename every list that schedules the
 * place), here through the database client and in other processes through
 * the keep gate's channel as soon as they hear it. Where that channel is not
 * confirmed, nothing is kept. `cacheMs` also ends a kept list, for
 * writers outside every API process (the admin CLI, a database console).
 */
export function createKeptPlanLists({ writes, keep }: KeptPlanListsOptions) {
  const self = randomUUID();
  const kept = new Map<number, Kept>();
  let generation = 0;

  const drop = () => {
    generation += 1;
    kept.clear();
  };

  const gate = createKeepGate(CHANNEL, keep, {
    onMessage: (message) => {
      if (message !== self) drop();
    },
    onLost: drop,
  });

  // One publish at a time; writes committed while one is out share the next.
  let sending: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const publish = (): Promise<void> => {
    if (!sending) {
      sending = gate.publish(self).finally(() => {
        sending = undefined;
      });
      return sending;
    }
    next ??= sending.then(() => {
      next = undefined;
      return publish();
    });
    return next;
  };

  // Not awaited: the writer's connection may still be checked out, and a
  // publish through PostgreSQL needs one of its own.
  const stop = writes.onCommitted(PLAN_LIST_TABLES, () => {
    drop();
    if (keep.cacheMs > 0) void publish();
  });

  return {
    /** The viewer's kept list, else what load answers (kept when no write overlapped it). */
    async read(
      viewerId: number,
      limit: number,
      day: string,
      load: () => Promise<FinalizedPlan[]>,
    ): Promise<readonly FinalizedPlan[]> {
      if (!gate.mayKeep()) return load();
      const hit = kept.get(viewerId);
      if (
        hit &&
        hit.generation === generation &&
        hit.limit === limit &&
        hit.day === day &&
        hit.until > Date.now()
      ) {
        // Read most recently: the last to be pushed out.
        kept.delete(viewerId);
        kept.set(viewerId, hit);
        return hit.value;
      }
      const before = generation;
      const value = Object.freeze(await load());
      if (generation === before && gate.mayKeep()) {
        kept.delete(viewerId);
        if (kept.size >= MAX_VIEWERS) {
          const oldest = kept.keys().next();
          if (!oldest.done) kept.delete(oldest.value);
        }
        kept.set(viewerId, {
          generation,
          limit,
          day,
          until: Date.now() + keep.cacheMs,
          value,
        });
      }
      return value;
    },

    close() {
      stop();
      kept.clear();
      gate.close();
    },
  };
}

export type KeptPlanLists = ReturnType<typeof createKeptPlanLists>;
