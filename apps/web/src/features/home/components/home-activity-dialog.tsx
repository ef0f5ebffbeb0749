import type { Activity } from '@app/shared/activity';
import { Chip, Stack, Typography } from '@mui/material';

import {
  ActivityDialog,
  ExternalLinkButton,
} from '../../../components/activity-cards/activity-dialog';
import {
  directionsUrl,
  displayLocation,
  isSample,
  priceSymbols,
  priceText,
  telUrl,
  ticketUrl,
  venueName,
} from '../../../components/activity-cards/activity-display';
import {
  CategoryChip,
  EventWhenLines,
  HoursList,
  RatingLine,
  SampleEventChip,
} from '../../../components/activity-cards/activity-facts';
import { ActivityImage } from '../../../components/activity-cards/activity-image';
import { isEvent } from '../../../components/activity-cards/event-display';

type HomeActivityDialogProps = {
  activity: Activity | null;
  onClose: () => void;
};

export function HomeActivityDialog({
  activity,
  onClose,
}: HomeActivityDialogProps) {
  if (!activity) return null;
  const tickets = ticketUrl(activity);
  return (
    <ActivityDialog
      titleId="home-activity-title"
      title={activity.name}
      onClose={onClose}
      directionsTo={directionsUrl(activity)}
      actions={
        tickets ? (
          <ExternalLinkButton variant="contained" href={tickets}>
            Get Tickets
          </ExternalLinkButton>
        ) : null
      }
    >
      <ActivityImage
        url={activity.photo_url}
        credit={activity.photo_credit}
        category={activity.category}
        subcategory={activity.subcategory}
        alt={activity.name}
        height={220}
      />
      <ActivityFacts activity={activity} />
      {activity.description ? (
        <Typography sx={{ mb: 2 }}>{activity.description}</Typography>
      ) : null}
      <Typography variant="subtitle2" component="h3">
        Hours
      </Typography>
      <HoursList hours={activity.business_hours} />
      {isEvent(activity) ? <EventDetails activity={activity} /> : null}
      <ContactLines activity={activity} />
    </ActivityDialog>
  );
}

type Props = { activity: Activity };

function ActivityFacts({ activity }: Props) {
  return (
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
  );
}

/** Shown for a dated show, not a venue: venues have no date to give. */
function EventDetails({ activity }: Props) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Event details
      </Typography>
      <EventWhenLines startTime={activity.start_time} />
      <Typography variant="body2">
        Venue: {venueName(activity) ?? displayLocation(activity)}
      </Typography>
    </>
  );
}

function ContactLines({ activity }: Props) {
  return (
    <>
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
          <a
            href={activity.website_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {activity.website_url}
          </a>
        </Typography>
      ) : null}
    </>
  );
}
