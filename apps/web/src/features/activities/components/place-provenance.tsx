import type { Activity } from '@app/shared/activity';
import { amenityLabels } from '@app/shared/amenities';
import { Alert, Stack, Typography } from '@mui/material';

import { formatCount } from '../../../lib/format-count';

/** Where a place's facts come from and how old they are, and whether it may have closed. */
export function PlaceProvenance({ activity }: { activity: Activity }) {
  const amenities = amenityLabels(activity.amenities);
  return (
    <Stack spacing={1}>
      {activity.possibly_closed ? (
        <Alert severity="warning">
          This place is no longer on OpenStreetMap and may have closed. Check
          before you go.
        </Alert>
      ) : null}
      {activity.external_rating ? (
        <Typography variant="body2">
          {activity.external_rating.rating.toFixed(1)} out of 5 from{' '}
          {formatCount(activity.external_rating.count)}{' '}
          {activity.external_rating.source} reviews
        </Typography>
      ) : null}
      {amenities.length ? (
        <Typography variant="body2">{amenities.join(' · ')}</Typography>
      ) : null}
      {activity.facts_from ? (
        <Typography variant="body2" color="text.secondary">
          Facts from: {activity.facts_from}
        </Typography>
      ) : null}
    </Stack>
  );
}
