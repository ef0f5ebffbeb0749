import type { Activity } from '@app/shared/activity';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';

import {
  directionsUrl,
  displayLocation,
  eventDateText,
  eventTimeText,
  isSample,
  priceSymbols,
  priceText,
  telUrl,
  ticketUrl,
  venueName,
} from '../../../components/activity-cards/activity-display';
import {
  CategoryChip,
  HoursList,
  RatingLine,
  SampleEventChip,
} from '../../../components/activity-cards/activity-facts';
import { ActivityImage } from '../../../components/activity-cards/activity-image';

const EVENT_CATEGORIES = new Set(['concerts', 'entertainment']);
const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

type HomeActivityDialogProps = {
  activity: Activity | null;
  onClose: () => void;
};

export function HomeActivityDialog({
  activity,
  onClose,
}: HomeActivityDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  if (!activity) return null;
  const tickets = ticketUrl(activity);
  const showEvent = EVENT_CATEGORIES.has(activity.category);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="home-activity-title"
    >
      <DialogTitle id="home-activity-title">{activity.name}</DialogTitle>
      <DialogContent dividers>
        <ActivityImage
          url={activity.photo_url}
          category={activity.category}
          subcategory={activity.subcategory}
          alt={activity.name}
          height={220}
        />
        <Stack
          direction="row"
          sx={{ my: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          useFlexGap
        >
          <RatingLine
            rating={activity.rating}
            reviewCount={activity.review_count}
          />
          <CategoryChip category={activity.category} />
          <Chip
            size="small"
            variant="outlined"
            label={priceSymbols(activity.price_level) || priceText(activity)}
          />
          {isSample(activity) ? <SampleEventChip /> : null}
        </Stack>
        {activity.description ? (
          <Typography sx={{ mb: 2 }}>{activity.description}</Typography>
        ) : null}
        <Typography variant="subtitle2" component="h3">
          Hours
        </Typography>
        <HoursList hours={activity.business_hours} />
        {showEvent ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Event details
            </Typography>
            <Typography variant="body2">
              Date: {eventDateText(activity.start_time)}
            </Typography>
            {eventTimeText(activity.start_time) ? (
              <Typography variant="body2">
                Time: {eventTimeText(activity.start_time)}
              </Typography>
            ) : null}
            <Typography variant="body2">
              Venue: {venueName(activity) ?? displayLocation(activity)}
            </Typography>
          </>
        ) : null}
        <Typography variant="body2" sx={{ mt: 2 }}>
          {displayLocation(activity)}
        </Typography>
        {activity.phone_number ? (
          <Typography variant="body2">
            Phone:{' '}
            <a href={telUrl(activity.phone_number)}>{activity.phone_number}</a>
          </Typography>
        ) : null}
        {activity.website_url ? (
          <Typography variant="body2">
            Website:{' '}
            <a href={activity.website_url} {...linkProps}>
              {activity.website_url}
            </a>
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {tickets ? (
          <Button variant="contained" href={tickets} {...linkProps}>
            Get Tickets
          </Button>
        ) : null}
        <Button href={directionsUrl(activity)} {...linkProps}>
          Directions
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
