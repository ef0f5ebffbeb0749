import type {
  LaunchListAnswer,
  LaunchListStatus,
  TrackPremiumFeatureInput,
  TrackUsageInput,
} from '@app/shared/premium';

import type { Db } from '../../db/client';

import type { PremiumEventsRepository } from './premium-events.repository';
import { upgradePromptFor } from './upgrade-prompts';

export function createPremiumService(deps: {
  db: Db;
  repository: PremiumEventsRepository;
}) {
  const { db, repository } = deps;
  return {
    upgradePrompt: upgradePromptFor,

    async trackUsage(userId: number | undefined, input: TrackUsageInput) {
      await repository.insertEvent(db, {
        userId: userId ?? null,
        feature: input.feature,
        action: input.action,
        metadata: input.metadata ?? null,
        source: 'premium',
        clientTimestamp: input.timestamp ?? null,
      });
    },

    async trackPremiumFeature(
      userId: number | undefined,
      input: TrackPremiumFeatureInput,
    ) {
      await repository.insertEvent(db, {
        userId: userId ?? null,
        feature: input.feature_name,
        action: input.action,
        metadata: input.metadata ?? null,
        source: 'enhanced',
      });
    },

    async launchListStatus(userId: number): Promise<LaunchListStatus> {
      return { on_list: await repository.isOnLaunchList(db, userId) };
    },

    async joinLaunchList(userId: number): Promise<LaunchListAnswer> {
      const added = await repository.joinLaunchList(db, userId);
      return added
        ? {
            status: 'added',
            message:
              "Premium is coming soon. You're on the launch list and we'll let you know when it's available.",
          }
        : {
            status: 'already_on_list',
            message:
              "You're already on the launch list. We'll let you know when Premium is available.",
          };
    },
  };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
