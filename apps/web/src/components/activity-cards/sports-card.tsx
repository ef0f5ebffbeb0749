import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type MouseEvent, type ReactNode } from 'react';

import { preloadable } from '../../lib/preloadable';
import { LazyDialog } from '../lazy-dialog';

import {
  displayLocation,
  eventDateText,
  isSample,
  ticketUrl,
} from './activity-display';
import { EventSourceLine, SampleEventChip } from './activity-facts';
import { ActivityImage } from './activity-image';
import { CardCornerActions } from './card-corner-actions';
import {
  FOOTER_BUTTONS_SX,
  PlanToggleButton,
  ViewDetailsButton,
  type CardSelection,
} from './card-footer-actions';
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
  const [showSummary, setShowSummary] = useState(false);
  const gameTeams = teams(game);
  // A stadium or arena from the catalogue: no date, teams or ticket price.
  const isVenue = !isEvent(game);
  const tickets = ticketUrl(game);
  const eventsLink = isVenue ? (tickets ?? game.website_url) : null;
  const priceNotes =
    typeof game.event_details?.price_notes === 'string'
      ? game.event_details.price_notes
      : null;
  const summary = eventSummary(game);
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
      <Box
        sx={{
          background: 'linear-gradient(135deg, #667eea 0%, #764ba2 100%)',
          color: '#fff',
          px: 3,
          py: 1.5,
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {isVenue ? venueBanner(game) : dateBanner(game.start_time)}
        </Typography>
      </Box>
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
      <CardContent
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
          <Chip size="small" color="primary" label={sportType(game)} />
          {isSample(game) ? <SampleEventChip /> : null}
        </Stack>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
          {game.name}
        </Typography>
        <EventSourceLine activity={game} />
        {subtitle ? (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
        {summary ? (
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
        ) : null}
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
        {isVenue ? null : (
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
        )}
        {children}
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" sx={FOOTER_BUTTONS_SX} useFlexGap>
          {eventsLink ? (
            <Button
              variant="outlined"
              href={eventsLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              Check Upcoming Events
            </Button>
          ) : null}
          {tickets && !isVenue ? (
            <Button
              variant="outlined"
              href={tickets}
              target="_blank"
              rel="noopener noreferrer"
            >
              Buy Tickets
            </Button>
          ) : null}
          <ViewDetailsButton activity={game} onViewDetails={onViewDetails} />
          <PlanToggleButton
            activity={game}
            isSelected={isSelected}
            onToggleSelected={onToggleSelected}
            onAddToPlan={onAddToPlan}
          />
        </Stack>
      </CardContent>
      {open ? (
        <LazyDialog>
          <SportsDialog
            game={game}
            open
            onClose={() => setOpen(false)}
            isSelected={isSelected}
            onToggleSelected={onToggleSelected}
            onAddToPlan={onAddToPlan}
          />
        </LazyDialog>
      ) : null}
    </Card>
  );
}
