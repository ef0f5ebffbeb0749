import { PLAN_CHANGED_EVENT, PLAN_PRESENCE_EVENT } from '@app/shared/plan-live';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import type { PushEvent } from '../../lib/notification-bus';

import type { PlanPresenceRepository } from './plan-presence.repository';

/**
 * Tells everyone who may read a plan, over their notification streams in
 * whichever process holds them, that it changed or who has it open. An
 * event carries only the plan's id (and version): each reader then fetches
 * what they may see.
 */
export function createPlanLive(deps: {
  db: Db;
  readers: Pick<PlanPresenceRepository, 'readerIds'>;
  push: (userIds: number[], event: PushEvent) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  async function tell(planId: number, event: PushEvent, except?: number) {
    try {
      const readers = await deps.readers.readerIds(deps.db, planId);
      await deps.push(
        readers.filter((id) => id !== except),
        event,
      );
    } catch (error) {
      // The change itself is saved; readers catch up on their next load.
      deps.log.warn({ err: error }, 'plan push failed');
    }
  }

  return {
    /** The plan is now at `version` (the writer's other tabs hear it too). */
    changed: (planId: number, version: number) =>
      tell(planId, {
        name: PLAN_CHANGED_EVENT,
        data: { plan_id: planId, version },
      }),
    /** Someone came, went or started editing; they know already. */
    presenceChanged: (planId: number, actorId: number) =>
      tell(
        planId,
        { name: PLAN_PRESENCE_EVENT, data: { plan_id: planId } },
        actorId,
      ),
  };
}

export type PlanLive = ReturnType<typeof createPlanLive>;
