import type { Activity } from '@app/shared/activity';

import type { BucketPriority } from '../components/activity-cards/bucket-priority-button';
import { useUpgradeDialog } from '../components/premium/use-upgrade-dialog';

import { useBucketToggle } from './use-bucket-toggle';
import { useFavoriteToggle } from './use-favorite-toggle';

/**
 * Favorite and bucket-list state and toggles for a page of cards; a free
 * user at a cap gets the upgrade dialog, which the page renders.
 */
export function useSaveActions() {
  const upgrade = useUpgradeDialog();
  const favorites = useFavoriteToggle({
    onLimitReached: (message) => upgrade.open('favorites', message),
  });
  const bucket = useBucketToggle({
    onLimitReached: (message) => upgrade.open('bucket_list', message),
  });
  const saveActions = (activity: Pick<Activity, 'id'>) => ({
    isFavorite: favorites.isFavorite(activity.id),
    onToggleFavorite: () => void favorites.toggle(activity),
    isInBucketList: bucket.isInBucketList(activity.id),
    onToggleBucketList: (_: unknown, priority?: BucketPriority) =>
      void bucket.toggle(activity, priority),
  });
  return { saveActions, upgradeDialog: upgrade.element };
}
