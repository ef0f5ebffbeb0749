import type { DbOrTx } from '../../db/client';
import type { NotificationsService } from '../notifications/notifications.service';
import { displayNameOf } from '../social/people-wire';

import type { AccountDeletionRepository } from './account-deletion.repository';
import { createUsersRepository } from './users.repository';

type Invitee = { userId: number; role: string; status: string };
type OwnedPlan = { planId: number; title: string; invitees: Invitee[] };

/** What to run once the deletion has committed: pushes and e-mails. */
export type Delivery = () => Promise<void>;

const people = { findUser: createUsersRepository().findById };

/** Who takes a plan over: the longest-standing joined editor, else joined member. */
export function heirOf(invitees: Invitee[]): Invitee | undefined {
  const joined = invitees.filter((i) => i.status === 'joined');
  return joined.find((i) => i.role === 'editor') ?? joined[0];
}

function byPlan(
  rows: Awaited<ReturnType<AccountDeletionRepository['ownedPlanInvitees']>>,
): OwnedPlan[] {
  const plans = new Map<number, OwnedPlan>();
  for (const { planId, title, ...invitee } of rows) {
    const plan = plans.get(planId) ?? { planId, title, invitees: [] };
    plan.invitees.push(invitee);
    plans.set(planId, plan);
  }
  return [...plans.values()];
}

/**
 * Hands each group plan the user owns to its heir and tells everyone still
 * in it; a plan no one joined goes with the account, and its invitees hear
 * so. Notices name no one, as the owner is being erased.
 */
export async function handOverOwnedPlans(
  tx: DbOrTx,
  userId: number,
  deps: {
    repo: AccountDeletionRepository;
    notifications: Pick<NotificationsService, 'record'>;
  },
): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  const notify = async (
    recipients: Invitee[],
    event: { title: string; message: string; actionUrl?: string },
  ) => {
    for (const { userId: recipient } of recipients) {
      deliveries.push(
        await deps.notifications.record(tx, {
          ...event,
          userId: recipient,
          type: 'plan_updated',
        }),
      );
    }
  };

  for (const plan of byPlan(await deps.repo.ownedPlanInvitees(tx, userId))) {
    const heir = heirOf(plan.invitees);
    if (!heir) {
      await notify(plan.invitees, {
        title: 'Plan cancelled',
        message: `"${plan.title}" was cancelled because its owner deleted their account.`,
      });
      continue;
    }
    await deps.repo.handOver(tx, plan.planId, heir.userId);
    const actionUrl = `/my-plans?planId=${plan.planId}`;
    await notify([heir], {
      title: 'You now own a plan',
      message: `The owner of "${plan.title}" deleted their account, so the plan is now yours.`,
      actionUrl,
    });
    const heirName = await displayNameOf(people, tx, heir.userId);
    await notify(
      plan.invitees.filter((i) => i !== heir),
      {
        title: 'Plan has a new owner',
        message: `The owner of "${plan.title}" deleted their account; ${heirName} now owns the plan.`,
        actionUrl,
      },
    );
  }
  return deliveries;
}
