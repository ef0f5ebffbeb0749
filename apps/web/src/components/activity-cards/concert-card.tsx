import EventIcon from '@mui/icons-material/Event';
import {
  Box,
  Button,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';

import { preloadable } from '../../lib/preloadable';
import { LazyDialog } from '../lazy-dialog';

import { displayLocation, isSample, ticketUrl } from './activity-display';
import { EventSourceLine, RatingLine, SampleEventChip } from './activity-facts';
import { ActivityImage } from './activity-image';
import { CardCornerActions } from './card-corner-actions';
import {
  CardFooter,
  PlanToggleButton,
  type CardSelection,
  ViewDetailsButton,
} from './card-footer-actions';
import { CardShell } from './card-shell';
import type { CardActivity } from './card-types';
import {
  concertGenre,
  dateBanner,
  isConcertVenue,
  venueName,
} from './event-display';
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
  const isVenue = isConcertVenue(concert);
  const link = ticketUrl(concert) ?? concert.website_url;
  return (
    <CardShell
      label={concert.name}
      onOpen={() => setOpen(true)}
      after={
        <>
          {children}
          <CardFooter>
            {link ? (
              <Button
                variant="outlined"
                href={link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {isVenue ? 'Check Upcoming Events' : 'Get Tickets'}
              </Button>
            ) : null}
            <ViewDetailsButton
              activity={concert}
              onViewDetails={onViewDetails}
            />
            {canSelect ? (
              <PlanToggleButton
                activity={concert}
                isSelected={isSelected}
                onToggleSelected={onToggleSelected}
                onAddToPlan={onAddToPlan}
                addedLabel="Added"
              />
            ) : null}
          </CardFooter>
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
                {...(canSelect && {
                  isSelected,
                  onToggleSelected,
                  onAddToPlan,
                })}
              />
            </LazyDialog>
          ) : null}
        </>
      }
    >
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
          {isVenue
            ? 'Concert Venue - Check for Events'
            : dateBanner(concert.start_time)}
        </Typography>
      </Box>
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
        <Stack
          direction="row"
          sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}
          useFlexGap
        >
          <Chip size="small" color="secondary" label={concertGenre(concert)} />
          {isSample(concert) ? <SampleEventChip /> : null}
        </Stack>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
          {concert.name}
        </Typography>
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
