import EventIcon from '@mui/icons-material/Event';
import { Box, CardContent, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';

import { preloadable } from '../../lib/preloadable';
import { LazyDialog } from '../lazy-dialog';

import { displayLocation, ticketUrl } from './activity-display';
import { EventSourceLine, RatingLine } from './activity-facts';
import { ActivityImage } from './activity-image';
import { CardCornerActions } from './card-corner-actions';
import {
  CardFooter,
  PlanToggleButton,
  type CardSelection,
  ViewDetailsButton,
} from './card-footer-actions';
import { CardTitle, EventChips } from './card-parts';
import { CardShell } from './card-shell';
import type { CardActivity } from './card-types';
import {
  concertGenre,
  dateBanner,
  isConcertVenue,
  venueName,
} from './event-display';
import { ExternalLinkButton } from './external-link-button';
import type { SaveActions } from './save-icon-buttons';

// Loaded when a card is opened, not with every card on the page.
const ConcertDialog = preloadable(() =>
  import('./concert-dialog').then((m) => ({ default: m.ConcertDialog })),
);

export type ConcertCardProps = SaveActions &
  Pick<CardSelection, 'onAddToPlan'> & {
    concert: CardActivity;
    onViewDetails?: (concert: CardActivity) => void;
    children?: ReactNode;
    /** The selection control shows only when the user may select (signed in). */
    canSelect?: boolean;
    isSelected?: boolean;
    onToggleSelected?: (concert: CardActivity) => void;
  };

/**
 * The date banner's height: one line across the card's whole width, with the
 * favorite and bucket-list buttons over the photo below it (on a phone the
 * date wrapped under them onto two lines).
 */
const BANNER_PX = 40;

export function ConcertCard({
  concert,
  canSelect = false,
  isSelected = false,
  onToggleSelected,
  onAddToPlan,
  onViewDetails,
  children,
  ...saveActions
}: ConcertCardProps) {
  const [open, setOpen] = useState(false);
  const selection = canSelect
    ? { isSelected, onToggleSelected, onAddToPlan }
    : null;
  return (
    <CardShell
      label={concert.name}
      onOpen={() => setOpen(true)}
      after={
        <>
          {children}
          <ConcertFooter
            concert={concert}
            onViewDetails={onViewDetails}
            selection={selection}
          />
          <CardCornerActions
            activity={concert}
            below={BANNER_PX}
            {...saveActions}
          />
          {open ? (
            <LazyDialog>
              <ConcertDialog
                concert={concert}
                open
                onClose={() => setOpen(false)}
                {...selection}
              />
            </LazyDialog>
          ) : null}
        </>
      }
    >
      <ConcertBanner concert={concert} />
      <ActivityImage
        url={concert.photo_url}
        credit={concert.photo_credit}
        inCard
        category={concert.category}
        subcategory={concert.subcategory}
        alt=""
        height={160}
      />
      <CardContent>
        <EventChips
          activity={concert}
          label={concertGenre(concert)}
          color="secondary"
          sx={{ mb: 1 }}
        />
        <CardTitle>{concert.name}</CardTitle>
        <EventSourceLine activity={concert} />
        <Typography variant="body2" color="text.secondary">
          {venueName(concert) ?? displayLocation(concert)}
        </Typography>
        <RatingLine
          rating={concert.rating}
          reviewCount={concert.review_count}
        />
      </CardContent>
    </CardShell>
  );
}

function ConcertBanner({ concert }: { concert: CardActivity }) {
  return (
    <Box
      sx={{
        bgcolor: 'secondary.main',
        color: '#fff',
        px: 3,
        height: BANNER_PX,
        display: 'flex',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <EventIcon fontSize="small" aria-hidden />
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {isConcertVenue(concert)
          ? 'Concert Venue - Check for Events'
          : dateBanner(concert.start_time)}
      </Typography>
    </Box>
  );
}

/** Tickets (or a venue's events), details and, when signed in, the plan. */
function ConcertFooter({
  concert,
  onViewDetails,
  selection,
}: {
  concert: CardActivity;
  onViewDetails?: (concert: CardActivity) => void;
  selection: CardSelection | null;
}) {
  const link = ticketUrl(concert) ?? concert.website_url;
  return (
    <CardFooter>
      {link ? (
        <ExternalLinkButton variant="outlined" href={link}>
          {isConcertVenue(concert) ? 'Check Upcoming Events' : 'Get Tickets'}
        </ExternalLinkButton>
      ) : null}
      <ViewDetailsButton activity={concert} onViewDetails={onViewDetails} />
      {selection ? (
        <PlanToggleButton
          activity={concert}
          {...selection}
          addedLabel="Added"
        />
      ) : null}
    </CardFooter>
  );
}
