import type { Activity } from '@app/shared/activity';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import { Card, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { ExternalLinkButton } from '../../../components/activity-cards/activity-dialog';
import {
  eventDetail,
  ticketUrl,
  venueName,
} from '../../../components/activity-cards/activity-display';
import { EventWhenLines } from '../../../components/activity-cards/activity-facts';
import { venueBanner } from '../../../components/activity-cards/event-display';

/** One titled section of the detail page. */
export function InfoCard({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 4 }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** When and where an event is, its genre and where to get tickets. */
export function EventDetailsCard({ activity }: { activity: Activity }) {
  const tickets = ticketUrl(activity);
  const genre = eventDetail(activity, 'genre');
  const venue = venueName(activity);
  // The catalogue's page of the venue, when the events refresh matched one.
  const venueId = activity.event_details?.venue_activity_id;
  return (
    <InfoCard title="Event details">
      <EventWhenLines startTime={activity.start_time} />
      {venue ? (
        <Typography variant="body2">
          Venue:{' '}
          {typeof venueId === 'number' ? (
            <Link component={RouterLink} to={`/activity/${venueId}`}>
              {venue}
            </Link>
          ) : (
            venue
          )}
        </Typography>
      ) : null}
      {genre ? <Typography variant="body2">Genre: {genre}</Typography> : null}
      {tickets ? (
        <ExternalLinkButton
          sx={{ mt: 2 }}
          variant="contained"
          startIcon={<LocalActivityIcon />}
          href={tickets}
        >
          Get Tickets
        </ExternalLinkButton>
      ) : null}
    </InfoCard>
  );
}

/** A venue without a dated event: where to look for what is on. */
export function VenueDetailsCard({ activity }: { activity: Activity }) {
  const events = ticketUrl(activity) ?? activity.website_url;
  return (
    <InfoCard title="Events">
      <Typography variant="body2">{venueBanner(activity)}</Typography>
      {events ? (
        <ExternalLinkButton
          sx={{ mt: 2 }}
          variant="contained"
          startIcon={<LocalActivityIcon />}
          href={events}
        >
          Check Upcoming Events
        </ExternalLinkButton>
      ) : null}
    </InfoCard>
  );
}
