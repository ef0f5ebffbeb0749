import type { FinalizedPlan } from '@app/shared/finalized-plans';

import { createKeptOnWrites } from '../../lib/kept-on-writes';
import type { KeepGateSetting } from '../../lib/redis-channel';
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

/**
 * My Plans answers kept per viewer in this process, for a limit and a metro
 * day (statuses follow the date). Any committed write to a table a list
 * reads drops every kept list at once: a plan's change reaches all its
 * members' lists, a catalogue rename every list that schedules the place.
 */
export function createKeptPlanLists({ writes, keep }: KeptPlanListsOptions) {
  const kept = createKeptOnWrites<number, readonly FinalizedPlan[]>({
    channel: CHANNEL,
    tables: PLAN_LIST_TABLES,
    writes,
    keep,
    maxKeys: MAX_VIEWERS,
  });
  return {
    /** The viewer's kept list, else what load answers (kept when no write overlapped it). */
    read(
      viewerId: number,
      limit: number,
      day: string,
      load: () => Promise<FinalizedPlan[]>,
    ): Promise<readonly FinalizedPlan[]> {
      return kept.read(viewerId, `${limit} ${day}`, async () =>
        Object.freeze(await load()),
      );
    },
    close: kept.close,
  };
}

export type KeptPlanLists = ReturnType<typeof createKeptPlanLists>;
