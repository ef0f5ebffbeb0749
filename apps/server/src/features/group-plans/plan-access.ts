import {
  canEditSchedule,
  type ParticipantStatus,
  type PlanRole,
} from '@app/shared/group-plans';

import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';

export type PlanAccess = { role: PlanRole; status: ParticipantStatus };

/** What a plan may be used for: read (and vote once joined), change times, or anything. */
export type PlanNeed = 'read' | 'schedule' | 'own';

export const OWNER_ONLY = "Only the plan's owner can do that";

/**
 * The caller's place in a finalized plan, from the plan's owner and the
 * caller's invitation row. Null when they may not see it at all: a stranger,
 * or someone who declined (a 404, so the plan is not revealed).
 */
export function accessOf(
  ownerId: number,
  invitation: { role: string; status: string } | null,
  userId: number,
): PlanAccess | null {
  if (ownerId === userId) return { role: 'owner', status: 'joined' };
  if (!invitation || invitation.status === 'declined') return null;
  return {
    role: invitation.role as PlanRole,
    status: invitation.status as ParticipantStatus,
  };
}

/** Throws 404 when the plan is hidden from the caller, 403 when seen but not theirs to change. */
function assertAccess(access: PlanAccess | null, need: PlanNeed): PlanAccess {
  if (!access) throw AppError.notFound('Plan not found');
  if (need === 'own' && access.role !== 'owner') {
    throw AppError.forbidden(OWNER_ONLY);
  }
  if (need === 'schedule' && !canEditSchedule(access.role, access.status)) {
    throw AppError.forbidden(
      'Only the owner and editors can change the schedule',
    );
  }
  return access;
}

/** A plan row with the caller's access to it. */
export type PlanWithAccess<P> = P & { access: PlanAccess };

/** Finds a finalized plan with the caller's invitation row (the finalized-plans repository). */
type PlanFinder<P> = {
  findWithInvitation(
    db: DbOrTx,
    userId: number,
    id: number,
  ): Promise<
    { plan: P; invitation: { role: string; status: string } | null } | undefined
  >;
};

/**
 * The finalized plan with the caller's access, checked for `need`: the one
 * permission check behind every plan read and write.
 */
export async function loadPlan<P extends { userId: number }>(
  repo: PlanFinder<P>,
  db: DbOrTx,
  userId: number,
  id: number,
  need: PlanNeed,
): Promise<PlanWithAccess<P>> {
  const row = await repo.findWithInvitation(db, userId, id);
  const access = assertAccess(
    row ? accessOf(row.plan.userId, row.invitation, userId) : null,
    need,
  );
  return { ...row!.plan, access };
}
