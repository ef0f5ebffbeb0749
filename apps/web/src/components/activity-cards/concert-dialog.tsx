import { Typography } from '@mui/material';

import { ActivityDialog } from './activity-dialog';
import { directionsUrl, displayLocation, ticketUrl } from './activity-display';
import { ActivityImage } from './activity-image';
import { PlanToggleButton, type CardSelection } from './card-footer-actions';
import type { CardActivity } from './card-types';
import {
  concertGenre,
  dateBanner,
  isConcertVenue,
  performers,
  ticketPrice,
  venueName,
} from './event-display';
import { ExternalLinkButton } from './external-link-button';
import { HoursSection, Section } from './plan-activity-dialog-sections';

type ConcertDialogProps = CardSelection & {
  concert: CardActivity;
  open: boolean;
  onClose: () => void;
};

export function ConcertDialog({
  concert,
  open,
  onClose,
  ...selection
}: ConcertDialogProps) {
  const isVenue = isConcertVenue(concert);
  const lineup = performers(concert);
  const link = ticketUrl(concert) ?? concert.website_url;
  return (
    <ActivityDialog
      titleId={`concert-${concert.id}-title`}
      title={concert.name}
      open={open}
      onClose={onClose}
      fullScreenOnPhone={false}
      directionsTo={directionsUrl(concert)}
      actions={
        link ? (
          <ExternalLinkButton href={link}>
            {isVenue ? 'Check Upcoming Events' : 'Get Tickets'}
          </ExternalLinkButton>
        ) : null
      }
      trailing={<PlanToggleButton activity={concert} {...selection} />}
    >
      <ActivityImage
        url={concert.photo_url}
        credit={concert.photo_credit}
        category={concert.category}
        subcategory={concert.subcategory}
        alt={concert.name}
        height={200}
      />
      {isVenue ? (
        <Section title="Venue">
          <Typography variant="body2">
            Concert Venue - Check for Events
          </Typography>
          <Typography variant="body2">{displayLocation(concert)}</Typography>
          {concert.description ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {concert.description}
            </Typography>
          ) : null}
        </Section>
      ) : (
        <Section title="Event">
          <Typography variant="body2">
            {dateBanner(concert.start_time)}
          </Typography>
          <Typography variant="body2">
            Venue: {venueName(concert) ?? displayLocation(concert)}
          </Typography>
          <Typography variant="body2">
            Genre: {concertGenre(concert)}
          </Typography>
          {lineup.length ? (
            <Typography variant="body2">Lineup: {lineup.join(', ')}</Typography>
          ) : null}
          <Typography variant="body2">
            Tickets: {ticketPrice(concert)}
          </Typography>
          {concert.description ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {concert.description}
            </Typography>
          ) : null}
        </Section>
      )}
      {isVenue ? <HoursSection activity={concert} /> : null}
    </ActivityDialog>
  );
}
