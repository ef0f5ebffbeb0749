import type { Activity } from '@app/shared/activity';
import PlaceIcon from '@mui/icons-material/Place';
import { Stack, Typography } from '@mui/material';

import { displayLocation } from './activity-display';
import { RatingLine } from './activity-facts';

/** A saved-activity card's star rating with the place underneath. */
export function RatingAndPlace({
  activity,
}: {
  activity: Pick<Activity, 'rating' | 'review_count' | 'location' | 'address'>;
}) {
  return (
    <>
      <RatingLine
        rating={activity.rating}
        reviewCount={activity.review_count}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
        <PlaceIcon fontSize="small" color="action" aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {displayLocation(activity)}
        </Typography>
      </Stack>
    </>
  );
}
