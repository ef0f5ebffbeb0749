import { useUserStats } from '../../features/stats/api/get-user-stats';
import { useSettled } from '../../lib/use-settled';

import type { BadgeKey } from './nav-items';

/**
 * Real counts for the navigation badges; empty when signed out. They load
 * once the page has its own data.
 */
export function useNavCounts(
  isSignedIn: boolean,
): Partial<Record<BadgeKey, number>> {
  const { data } = useUserStats(useSettled() && isSignedIn);
  if (!isSignedIn || !data) return {};
  return {
    plans: data.total_plans,
    favorites: data.total_favorites,
    bucket_list: data.total_bucket_list,
  };
}
