import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { RetryAlert } from '../../components/feedback/retry-alert';
import { useActivity } from '../../features/activities/api/get-activity';
import { ActivityDetailView } from '../../features/activities/components/activity-detail-view';
import { SimilarActivities } from '../../features/activities/components/similar-activities';
import { BucketButton } from '../../features/bucket-list/components/bucket-button';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { useUpgradeDialog } from '../../features/premium/hooks/use-upgrade-dialog';
import { ActivityReviews } from '../../features/reviews/components/activity-reviews';
import { ApiError } from '../../lib/api-client';
import { getStoredUser } from '../../lib/auth-storage';

export function Component() {
  const { id } = useParams();
  const activityId = Number(id);
  const navigate = useNavigate();
  const activity = useActivity(activityId);
  const user = getStoredUser();
  const upgrade = useUpgradeDialog();
  const isValidId = Number.isInteger(activityId) && activityId > 0;
  const notFound =
    !isValidId ||
    (activity.error instanceof ApiError && activity.error.status === 404);

  return (
    <Box
      component="main"
      sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <Button
        component={RouterLink}
        to="/activities"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 4 }}
      >
        Browse Activities
      </Button>
      {notFound ? (
        <Box sx={{ textAlign: 'center', py: 10 }}>
          <Typography variant="h5" component="h1">
            Activity not found
          </Typography>
          <Typography color="text.secondary">
            It may have been removed from the catalogue.
          </Typography>
        </Box>
      ) : activity.isError ? (
        <RetryAlert onRetry={() => void activity.refetch()} size="small">
          {activity.error.message}
        </RetryAlert>
      ) : activity.isPending ? (
        <Stack spacing={3} aria-busy="true" aria-label="Loading activity">
          <Skeleton
            variant="rectangular"
            height={280}
            sx={{ borderRadius: 3 }}
          />
          <Skeleton width="60%" height={48} />
          <Skeleton width="40%" />
        </Stack>
      ) : (
        <Stack spacing={8}>
          <Stack spacing={4}>
            <ActivityDetailView activity={activity.data} />
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
              <FavoriteButton
                activityId={activity.data.id}
                onLimitReached={(m) => upgrade.open('favorites', m)}
              />
              <BucketButton
                activityId={activity.data.id}
                onLimitReached={(m) => upgrade.open('bucket_list', m)}
              />
            </Stack>
          </Stack>
          <ActivityReviews
            activityId={activity.data.id}
            currentUserId={user?.id ?? null}
          />
          <SimilarActivities
            activity={activity.data}
            onViewDetails={(a) => void navigate(`/activity/${a.id}`)}
          />
        </Stack>
      )}
      {upgrade.element}
    </Box>
  );
}
