import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type MouseEvent, type ReactNode } from 'react';

import { preloadable } from '../../lib/preloadable';
import { LazyDialog } from '../lazy-dialog';

import { displayLocation, eventDateText, ticketUrl } from './activity-display';
import { EventSourceLine } from './activity-facts';
import { ActivityImage } from './activity-image';
import { CardCornerActions } from './card-corner-actions';
import {
  FOOTER_BUTTONS_SX,
  PlanToggleButton,
  ViewDetailsButton,
  type CardSelection,
} from './card-footer-actions';
import { CardTitle, EventChips } from './card-parts';
import type { CardActivity } from './card-types';
import {
  dateBanner,
  eventSummary,
  isEvent,
  sportType,
  teams,
  ticketPrice,
  venueBanner,
  venueName,
} from './event-display';
import { ExternalLinkButton } from './external-link-button';
import type { SaveActions } from './save-icon-buttons';

// Loaded when a card is opened, not with every card on the page.
const SportsDialog = preloadable(() =>
  import('./sports-dialog').then((m) => ({ default: m.SportsDialog })),
);

export type SportsCardProps = SaveActions &
  CardSelection & {
    game: CardActivity;
    subtitle?: string;
    compact?: boolean;
    onViewDetails?: (game: CardActivity) => void;
    children?: ReactNode;
  };

const isControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('button, a') !== null;

export function SportsCard({
  game,
  subtitle,
  compact = false,
  isSelected = false,
  onToggleSelected,
  onAddToPlan,
  onViewDetails,
  children,
  ...saveActions
}: SportsCardProps) {
  const [open, setOpen] = useState(false);
  const selection = { isSelected, onToggleSelected, onAddToPlan };
  return (
    <Card
      variant="outlined"
      tabIndex={0}
      role="article"
      aria-label={game.name}
      onClick={(event) => {
        if (!isControl(event)) setOpen(true);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget)
          setOpen(true);
      }}
      sx={{
        position: 'relative',
        height: '100%',
        cursor: 'pointer',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <SportsBanner game={game} />
      <Box sx={{ position: 'relative' }}>
        <ActivityImage
          url={game.photo_url}
          credit={game.photo_credit}
          inCard
          category={game.category}
          subcategory={game.subcategory}
          alt={game.name}
          height={compact ? 120 : 180}
        />
        <CardCornerActions activity={game} {...saveActions} />
      </Box>
      <SportsCardBody game={game} subtitle={subtitle}>
        {children}
        <Box sx={{ flexGrow: 1 }} />
        <SportsFooter
          game={game}
          onViewDetails={onViewDetails}
          {...selection}
        />
      </SportsCardBody>
      {open ? (
        <LazyDialog>
          <SportsDialog
            game={game}
            open
            onClose={() => setOpen(false)}
            {...selection}
          />
        </LazyDialog>
      ) : null}
    </Card>
  );
}

/** The game's date, or for a venue what it hosts. */
function SportsBanner({ game }: { game: CardActivity }) {
  return (
    <Box
      sx={{
        background: 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)',
        color: '#fff',
        px: 3,
        py: 1.5,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {isEvent(game) ? dateBanner(game.start_time) : venueBanner(game)}
      </Typography>
    </Box>
  );
}

/** The facts of a game (or venue), then `children` (the page's and the footer). */
function SportsCardBody({
  game,
  subtitle,
  children,
}: {
  game: CardActivity;
  subtitle?: string;
  children: ReactNode;
}) {
  const gameTeams = teams(game);
  // A stadium or arena from the catalogue: no date, teams or ticket price.
  const isVenue = !isEvent(game);
  const summary = eventSummary(game);
  return (
    <CardContent
      sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <EventChips activity={game} label={sportType(game)} color="primary" />
      <CardTitle>{game.name}</CardTitle>
      <EventSourceLine activity={game} />
      {subtitle ? (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      ) : null}
      {summary ? <SummaryToggle summary={summary} /> : null}
      {isVenue ? (
        <Typography variant="body2" color="text.secondary">
          {displayLocation(game)}
        </Typography>
      ) : (
        <Typography variant="body2">
          {eventDateText(game.start_time)}
        </Typography>
      )}
      {gameTeams.length === 2 ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {gameTeams[0]} vs {gameTeams[1]}
        </Typography>
      ) : null}
      {venueName(game) ? (
        <Typography variant="body2" color="text.secondary">
          {venueName(game)}
        </Typography>
      ) : null}
      {isVenue ? null : <TicketPriceBox game={game} />}
      {children}
    </CardContent>
  );
}

/** The event's summary, one line, shown on request. */
function SummaryToggle({ summary }: { summary: string }) {
  const [showSummary, setShowSummary] = useState(false);
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setShowSummary((s) => !s)}
        aria-expanded={showSummary}
      >
        {showSummary ? 'Hide summary' : 'Show summary'}
      </Button>
      {showSummary ? (
        <Typography
          variant="body2"
          sx={{
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {summary}
        </Typography>
      ) : null}
    </Box>
  );
}

function TicketPriceBox({ game }: { game: CardActivity }) {
  const priceNotes =
    typeof game.event_details?.price_notes === 'string'
      ? game.event_details.price_notes
      : null;
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
      aria-label="Ticket Price"
      role="group"
    >
      <Typography variant="caption" color="text.secondary">
        Ticket Price
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {ticketPrice(game)}
      </Typography>
      {priceNotes ? (
        <Typography variant="caption">{priceNotes}</Typography>
      ) : null}
    </Box>
  );
}

/** A venue links to its events, a game to its tickets; then details and plan. */
function SportsFooter({
  game,
  onViewDetails,
  ...selection
}: CardSelection & {
  game: CardActivity;
  onViewDetails?: (game: CardActivity) => void;
}) {
  const isVenue = !isEvent(game);
  const tickets = ticketUrl(game);
  const eventsLink = isVenue ? (tickets ?? game.website_url) : null;
  return (
    <Stack direction="row" sx={FOOTER_BUTTONS_SX} useFlexGap>
      {eventsLink ? (
        <ExternalLinkButton variant="outlined" href={eventsLink}>
          Check Upcoming Events
        </ExternalLinkButton>
      ) : null}
      {tickets && !isVenue ? (
        <ExternalLinkButton variant="outlined" href={tickets}>
          Buy Tickets
        </ExternalLinkButton>
      ) : null}
      <ViewDetailsButton activity={game} onViewDetails={onViewDetails} />
      <PlanToggleButton activity={game} {...selection} />
    </Stack>
  );
}
