import type { Activity } from '@app/shared/activity';
import { Box, Skeleton, Typography } from '@mui/material';

import { ActivityCard } from '../../../components/activity-cards/activity-card';
import { useSimilarActivities } from '../api/get-nearby-activities';

type SimilarActivitiesProps = {
  activity: Activity;
  onViewDetails: (activity: Activity) => void;
};

export function SimilarActivities({
  activity,
  onViewDetails,
}: SimilarActivitiesProps) {
  const similar = useSimilarActivities(activity);
  if (similar.isError || (similar.data && similar.data.length === 0))
    return null;
  return (
    <Box component="section" aria-labelledby="similar-heading">
      <Typography
        id="similar-heading"
        variant="h5"
        component="h2"
        sx={{ mb: 3 }}
      >
        Similar nearby
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
          },
        }}
      >
        {similar.isPending
          ? [0, 1, 2].map((i) => (
              <Skeleton
                key={i}
                variant="rectangular"
                height={260}
                sx={{ borderRadius: 2 }}
              />
            ))
          : similar.data.map((item) => (
              <ActivityCard
                key={item.id}
                activity={item}
                onViewDetails={onViewDetails}
              />
            ))}
      </Box>
    </Box>
  );
}
