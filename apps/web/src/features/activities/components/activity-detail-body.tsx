import type { Activity } from '@app/shared/activity';
import { Stack } from '@mui/material';

import { BucketButton } from '../../bucket-list/components/bucket-button';
import { FavoriteButton } from '../../favorites/components/favorite-button';
import { AddToPlanButton } from '../../finalized-plans/components/add-to-plan-button';
import { ActivityReviews } from '../../reviews/components/activity-reviews';

import { ActivityDetailView } from './activity-detail-view';
import { SimilarActivities } from './similar-activities';

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
