import { metroToday } from '@app/shared/metro';
import {
  FEATURE_LABELS,
  GROUP_PLANNING_MESSAGE,
  hasFeatureAccess,
  limitReachedMessage,
  PREMIUM_TEMPLATE_MESSAGE,
  UNLIMITED,
  type LimitedFeature,
  type UserLimits,
} from '@app/shared/premium';

import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../errors';

import type { LimitsRepository } from './limits.repository';

export type LimitsDeps = {
  db: Db;
  config: Config;
  repository: LimitsRepository;
  now?: () => Date;
};

export function createLimitsService(deps: LimitsDeps) {
  const { db, config, repository } = deps;
  const now = deps.now ?? (() => new Date());

  const caps: Record<LimitedFeature, number> = {
    plans: config.FREE_MAX_PLANS,
    favorites: config.FREE_MAX_FAVORITES,
    bucket_list: config.FREE_MAX_BUCKET_LIST,
  };

  const isBetaActive = () => metroToday(now()) <= config.BETA_FREE_UNTIL;

  return {
    isBetaActive,

    /**
     * Call inside the transaction that adds a plan, favorite or bucket-list
     * item, before the insert. Locks the user row (so parallel adds count one
     * after another) and throws a 403 AppError when a free user is at the cap.
     */
    async assertCanAdd(
      tx: Tx,
      userId: number,
      feature: LimitedFeature,
    ): Promise<void> {
      const user = await repository.lockUser(tx, userId);
      if (!user) throw AppError.unauthorized('User not found');
      if (user.isPremium) return;
      const used = await repository.countOne(tx, userId, feature);
      if (used >= caps[feature]) {
        throw AppError.forbidden(limitReachedMessage(FEATURE_LABELS[feature]));
      }
    },

    /**
     * Throws a 403 AppError unless the user is Premium: the party templates
     * stay premium during the beta (spec 1 §premium gating).
     */
    async assertTemplateAccess(tx: Tx, userId: number): Promise<void> {
      const user = await repository.findUser(tx, userId);
      if (!user) throw AppError.unauthorized('User not found');
      if (!user.isPremium) throw AppError.forbidden(PREMIUM_TEMPLATE_MESSAGE);
    },

    /** Throws a 403 AppError unless group planning is open to the user (Premium, or the beta). */
    async assertGroupPlanning(dbOrTx: DbOrTx, userId: number): Promise<void> {
      const user = await repository.findUser(dbOrTx, userId);
      if (!user) throw AppError.unauthorized('User not found');
      const access = { isPremium: user.isPremium, betaActive: isBetaActive() };
      if (!hasFeatureAccess('group_planning', access)) {
        throw AppError.forbidden(GROUP_PLANNING_MESSAGE);
      }
    },

    async getLimits(userId: number): Promise<UserLimits> {
      const user = await repository.findUser(db, userId);
      if (!user) throw AppError.unauthorized('User not found');
      const counts = await repository.countAll(db, userId);
      const isPremium = user.isPremium;
      const access = { isPremium, betaActive: isBetaActive() };
      return {
        is_premium: isPremium,
        limits: {
          max_plans: isPremium ? UNLIMITED : caps.plans,
          max_favorites: isPremium ? UNLIMITED : caps.favorites,
          max_bucket_list: isPremium ? UNLIMITED : caps.bucket_list,
          group_planning: hasFeatureAccess('group_planning', access),
          templates: hasFeatureAccess('templates', access),
          enhanced_recommendations: hasFeatureAccess(
            'enhanced_recommendations',
            access,
          ),
        },
        usage: {
          plans_count: counts.plans,
          favorites_count: counts.favorites,
          bucket_list_count: counts.bucketList,
        },
        beta_free_until: config.BETA_FREE_UNTIL,
      };
    },

    tiers() {
      return {
        free: {
          max_plans: caps.plans,
          max_favorites: caps.favorites,
          max_bucket_list: caps.bucket_list,
        },
        beta_free_until: config.BETA_FREE_UNTIL,
      };
    },

    async getStats(userId: number) {
      const counts = await repository.countAll(db, userId);
      return {
        total_plans: counts.plans,
        total_favorites: counts.favorites,
        total_bucket_list: counts.bucketList,
      };
    },

    /** Operator command: returns false when no user has that email. */
    async setPremium(email: string, isPremium: boolean): Promise<boolean> {
      return (await repository.setPremiumByEmail(db, email, isPremium)) > 0;
    },
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
