import type { Activity } from '@app/shared/activity';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Box,
  Button,
  CardActions,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';

import {
  displayLocation,
  isSample,
  priceText,
  telUrl,
} from '../../../components/activity-cards/activity-display';
import {
  CategoryChip,
  RatingLine,
  SampleEventChip,
} from '../../../components/activity-cards/activity-facts';
import { ActivityImage } from '../../../components/activity-cards/activity-image';
import { CardShell } from '../../../components/activity-cards/card-shell';

type HomeActivityCardProps = {
  activity: Activity;
  onOpen: (activity: Activity) => void;
};

const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function HomeActivityCard({ activity, onOpen }: HomeActivityCardProps) {
  return (
    <CardShell
      label={activity.name}
      onOpen={() => onOpen(activity)}
      sx={{ width: 300 }}
      after={
        <>
          <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
            {activity.phone_number ? (
              <Button
                size="small"
                startIcon={<PhoneIcon />}
                href={telUrl(activity.phone_number)}
                aria-label={`Call ${activity.name}`}
              >
                Call
              </Button>
            ) : null}
            {activity.website_url ? (
              <Button
                size="small"
                variant="outlined"
                href={activity.website_url}
                {...linkProps}
              >
                Visit Website
              </Button>
            ) : null}
            <Box sx={{ flexGrow: 1 }} />
          </CardActions>
        </>
      }
    >
      <ActivityImage
        url={activity.photo_url}
        credit={activity.photo_credit}
        inCard
        category={activity.category}
        subcategory={activity.subcategory}
        alt=""
        height={150}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
          <CategoryChip category={activity.category} />
          {isSample(activity) ? <SampleEventChip /> : null}
        </Stack>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{
            fontWeight: 700,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {activity.name}
        </Typography>
        <RatingLine
          rating={activity.rating}
          reviewCount={activity.review_count}
        />
        <Typography variant="body2" color="text.secondary">
          {priceText(activity)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {displayLocation(activity)}
        </Typography>
      </CardContent>
    </CardShell>
  );
}
