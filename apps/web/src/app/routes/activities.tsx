import type { Activity } from '@app/shared/activity';
import { Box, Typography } from '@mui/material';
import { useNavigate } from 'react-router';

import { ActivityBrowser } from '../../features/activities/components/activity-browser';
import { useBucketToggle } from '../../features/bucket-list/hooks/use-bucket-toggle';
import { useFavoriteToggle } from '../../features/favorites/hooks/use-favorite-toggle';
import { useUpgradeDialog } from '../../features/premium/hooks/use-upgrade-dialog';

export function Component() {
  const navigate = useNavigate();
  const upgrade = useUpgradeDialog();
  const favorites = useFavoriteToggle({
    onLimitReached: (message) => upgrade.open('favorites', message),
  });
  const bucket = useBucketToggle({
    onLimitReached: (message) => upgrade.open('bucket_list', message),
  });
  const cardActions = (activity: Activity) => ({
    isFavorite: favorites.isFavorite(activity.id),
    onToggleFavorite: (a: Activity) => void favorites.toggle(a),
    isInBucketList: bucket.isInBucketList(activity.id),
    onToggleBucketList: (a: Activity) => void bucket.toggle(a),
    onViewDetails: (a: Activity) => void navigate(`/activity/${a.id}`),
  });
  return (
    <Box
      component="main"
      sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <Typography variant="h4" component="h1" sx={{ mb: 4 }}>
        Browse Activities
      </Typography>
      <ActivityBrowser cardActions={cardActions} />
      {upgrade.element}
    </Box>
  );
}
