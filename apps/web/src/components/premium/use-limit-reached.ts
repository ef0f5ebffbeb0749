import type { UserLimits } from '@app/shared/premium';
import {
  FEATURE_LABELS,
  limitReachedMessage,
  usageStatus,
  type LimitedFeature,
  type LimitValue,
} from '@app/shared/premium-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useUserLimits } from '../../features/premium/api/get-user-limits';
import { premiumKeys } from '../../features/premium/api/premium-keys';

/** How many of `feature` the user has, and how many they may have. */
export function usageOf(
  { usage, limits }: UserLimits,
  feature: LimitedFeature,
): [used: number, limit: LimitValue] {
  if (feature === 'plans') return [usage.plans_count, limits.max_plans];
  if (feature === 'favorites') {
    return [usage.favorites_count, limits.max_favorites];
  }
  return [usage.bucket_list_count, limits.max_bucket_list];
}

/**
 * Whether a free user may add no more of `feature`: check-limits says so, or
 * `lastError` is the server's own refusal at the cap (the limits are then read
 * again, so a meter shown for it agrees). A form uses it to offer the upgrade
 * instead of a submit that can only fail again.
 */
export function useLimitReached(
  feature: LimitedFeature,
  lastError: string | null,
): boolean {
  const limits = useUserLimits();
  const queryClient = useQueryClient();
  const refused = lastError === limitReachedMessage(FEATURE_LABELS[feature]);
  useEffect(() => {
    if (refused) {
      void queryClient.invalidateQueries({ queryKey: premiumKeys.limits() });
    }
  }, [refused, queryClient]);
  const atCap =
    limits.data !== undefined &&
    usageStatus(...usageOf(limits.data, feature)) === 'at_limit';
  return refused || atCap;
}
