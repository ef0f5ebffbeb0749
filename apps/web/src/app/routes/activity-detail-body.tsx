import type { Activity } from '@app/shared/activity';
import { Stack } from '@mui/material';

import { AddToPlanButton } from '../../components/add-to-plan/add-to-plan-button';
import { ActivityDetailView } from '../../features/activities/components/activity-detail-view';
import { SimilarActivities } from '../../features/activities/components/similar-activities';
import { BucketButton } from '../../features/bucket-list/components/bucket-button';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { ActivityReviews } from '../../features/reviews/components/activity-reviews';

type Props = {
  activity: Activity;
  currentUserId: number | null;
  /** A save hit the free tier's limit for `feature` (favorites or bucket_list). */
  onLimitReached: (feature: string, message: string) => void;
  onViewDetails: (activity: Activity) => void;
};

/** An activity's page once it has loaded: details, saving, reviews and similar places. */
export function ActivityDetailBody({
  activity,
  currentUserId,
  onLimitReached,
  onViewDetails,
}: Props) {
  return (
    <Stack spacing={8}>
      <Stack spacing={4}>
        <ActivityDetailView activity={activity} />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <FavoriteButton
            activityId={activity.id}
            onLimitReached={(m) => onLimitReached('favorites', m)}
          />
          <BucketButton
            activityId={activity.id}
            onLimitReached={(m) => onLimitReached('bucket_list', m)}
          />
          <AddToPlanButton activity={activity} />
        </Stack>
      </Stack>
      <ActivityReviews activityId={activity.id} currentUserId={currentUserId} />
      <SimilarActivities activity={activity} onViewDetails={onViewDetails} />
    </Stack>
  );
}
