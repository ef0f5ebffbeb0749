import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, useEffect } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';

import { RetryAlert } from '../../components/feedback/retry-alert';
import { useUpgradeDialog } from '../../components/premium/use-upgrade-dialog';
import { useActivity } from '../../features/activities/api/get-activity';
import { namesNothing } from '../../lib/api-client';
import { getStoredUser } from '../../lib/auth-storage';
import { usePageTitle } from '../../lib/page-title';
import { preloadable } from '../../lib/preloadable';

// Details, reviews and similar places load beside the activity's request.
const ActivityDetailBody = preloadable(() =>
  import('./activity-detail-body').then((m) => ({
    default: m.ActivityDetailBody,
  })),
);

/** Browse's address when the reader came from it ('?q=taco&category=food'), so the way back keeps the filters. */
function browseAddress(state: unknown): string {
  const search = (state as { browseSearch?: unknown } | null)?.browseSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `/activities${search}`
    : '/activities';
}

export function Component() {
  const { id } = useParams();
  const backTo = browseAddress(useLocation().state);
  const activityId = Number(id);
  const navigate = useNavigate();
  const activity = useActivity(activityId);
  usePageTitle(activity.data?.name);
  const user = getStoredUser();
  const upgrade = useUpgradeDialog();
  useEffect(() => ActivityDetailBody.preload(), []);
  const isValidId = Number.isInteger(activityId) && activityId > 0;
  const notFound = !isValidId || namesNothing(activity.error);

  const loading = (
    <Stack
      spacing={3}
      role="status"
      aria-busy="true"
      aria-label="Loading activity"
    >
      <Skeleton variant="rectangular" height={280} sx={{ borderRadius: 3 }} />
      <Skeleton width="60%" height={48} />
      <Skeleton width="40%" />
    </Stack>
  );

  return (
    <Box
      component="main"
      sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 4, sm: 6 }, py: 6 }}
    >
      <Button
        component={RouterLink}
        to={backTo}
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
        loading
      ) : (
        <Suspense fallback={loading}>
          <ActivityDetailBody
            activity={activity.data}
            currentUserId={user?.id ?? null}
            onLimitReached={upgrade.open}
            onViewDetails={(a) => void navigate(`/activity/${a.id}`)}
          />
        </Suspense>
      )}
      {upgrade.element}
    </Box>
  );
}
