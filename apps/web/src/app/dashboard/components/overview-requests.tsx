import { useBucketIds } from '../../../features/bucket-list/api/get-bucket-ids';
import { useRecentBucketItems } from '../../../features/bucket-list/api/get-recent-bucket-items';
import { useRecommendations } from '../../../features/dashboard/api/get-recommendations';
import { useFavoriteIds } from '../../../features/favorites/api/get-favorite-ids';
import { useRecentFavorites } from '../../../features/favorites/api/get-recent-favorites';
import { useFinalizedPlans } from '../../../features/finalized-plans/api/get-finalized-plans';
import { useUserLimits } from '../../../features/premium/api/get-user-limits';
import {
  DASHBOARD_PERSONALIZED,
  usePersonalizedRecommendations,
} from '../../../features/recommendations/api/get-personalized-recommendations';
import {
  DASHBOARD_WEATHER_DAYS,
  useWeather,
} from '../../../features/weather/api/get-weather';
import { getStoredUser } from '../../../lib/auth-storage';
import { DASHBOARD_LIST_SIZE } from '../dashboard-list-size';

/**
 * Everything the overview tab reads, asked for here beside the request for
 * its code so no request waits for that code (or for another request). The
 * sections ask with the same keys and read these answers.
 */
export function AskForOverviewData() {
  const userId = getStoredUser()?.id;
  useRecentFavorites(DASHBOARD_LIST_SIZE);
  useRecentBucketItems(DASHBOARD_LIST_SIZE);
  useWeather({ days: DASHBOARD_WEATHER_DAYS });
  useFinalizedPlans();
  useRecommendations(0);
  usePersonalizedRecommendations(
    typeof userId === 'number' ? { userId, ...DASHBOARD_PERSONALIZED } : null,
  );
  // The cards' save buttons and the Premium gates.
  useFavoriteIds();
  useBucketIds();
  useUserLimits();
  return null;
}
