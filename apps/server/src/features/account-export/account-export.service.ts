import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { CostSharesService } from '../finalized-plans/cost-shares.service';

import type { AccountExportRepository } from './account-export.repository';

/** Everything stored about one user, as plain JSON (no password or token hashes). */
export function createAccountExportService(deps: {
  db: Db;
  repo: AccountExportRepository;
  costShares: Pick<CostSharesService, 'exportFor'>;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async exportFor(userId: number) {
      // One snapshot: a plan deleted mid-export cannot leave orphan rows.
      const snapshot = await db.transaction(async (tx) => {
        const user = await repo.user(tx, userId);
        if (!user) throw AppError.notFound('User not found');
        const planRows = await repo.plans(tx, userId);
        const scheduled = await repo.planActivities(
          tx,
          planRows.map((p) => p.id),
        );
        // One connection runs one statement at a time: no Promise.all here.
        const preferences = await repo.preferences(tx, userId);
        const favoriteRows = await repo.favorites(tx, userId);
        const bucketRows = await repo.bucketList(tx, userId);
        const events = await repo.usageEvents(tx, userId);
        const groupPlans = await repo.groupPlans(tx, userId);
        const votes = await repo.votes(tx, userId);
        const friends = await repo.friends(tx, userId);
        const postRows = await repo.posts(tx, userId);
        const comments = await repo.comments(tx, userId);
        const reviewRows = await repo.reviews(tx, userId);
        const notificationRows = await repo.notifications(tx, userId);
        return {
          format: 'weekend-planner-export',
          version: 1,
          exported_at: now().toISOString(),
          user: {
            id: user.id,
            email: user.email,
            username: user.username,
            full_name: user.fullName,
            is_premium: user.isPremium,
            created_at: user.createdAt.toISOString(),
          },
          preferences,
          plans: planRows.map((p) => ({
            ...p,
            activities: scheduled
              .filter((s) => s.item.planId === p.id)
              .map((s) => ({ ...s.item, activity: s.activity })),
          })),
          favorites: favoriteRows.map((r) => ({
            ...r.item,
            activity: r.activity,
          })),
          bucket_list: bucketRows.map((r) => ({
            ...r.item,
            activity: r.activity,
          })),
          group_plans: groupPlans,
          votes,
          friends,
          posts: postRows,
          comments,
          reviews: reviewRows.map((r) => ({ ...r.item, activity: r.activity })),
          notifications: notificationRows,
          usage_events: events,
        };
      });
      const planIds = [
        ...snapshot.plans
          .filter((p) => p.kind === 'finalized')
          .map((p) => p.id),
        ...snapshot.group_plans
          .filter((g) => g.status === 'joined')
          .map((g) => g.planId),
      ];
      return {
        ...snapshot,
        cost_shares: await deps.costShares.exportFor(userId, planIds),
      };
    },
  };
}

export type AccountExportService = ReturnType<
  typeof createAccountExportService
>;
