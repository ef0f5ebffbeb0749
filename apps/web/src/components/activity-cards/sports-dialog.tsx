import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';

import { mapsSearchUrl, ticketUrl, displayLocation } from './activity-display';
import { PlanToggleButton, type CardSelection } from './card-footer-actions';
import type { CardActivity } from './card-types';
import {
  dateBanner,
  isEvent,
  sportType,
  teams,
  ticketPrice,
  venueBanner,
  venueName,
} from './event-display';
import { HoursSection, Section } from './plan-activity-dialog-sections';

type SportsDialogProps = {
  game: CardActivity;
  open: boolean;
  onClose: () => void;
} & CardSelection;

function DirectionsButton({ venue }: { venue: string }) {
  return (
    <Button
      size="small"
      href={mapsSearchUrl(venue)}
      target="_blank"
      rel="noopener noreferrer"
    >
      Get Directions
    </Button>
  );
}

/** A game: teams, date, league, then its tickets. */
function GameSections({ game, venue }: { game: CardActivity; venue: string }) {
  const gameTeams = teams(game);
  const tickets = ticketUrl(game);
  const league =
    typeof game.event_details?.league === 'string'
      ? game.event_details.league
      : null;
  return (
    <>
      <Section title="Game Details">
        {gameTeams.length === 2 ? (
          <Typography variant="body2">
            Teams: {gameTeams[0]} vs {gameTeams[1]}
          </Typography>
        ) : null}
        <Typography variant="body2">
          {/* Without a date the banner already says 'Date & Time: To Be Announced'. */}
          {game.start_time ? 'Date: ' : ''}
          {dateBanner(game.start_time)}
        </Typography>
        <Typography variant="body2">Venue: {venue}</Typography>
        <Typography variant="body2">
          League: {league ?? sportType(game)}
        </Typography>
        {game.description ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            About: {game.description}
          </Typography>
        ) : null}
      </Section>
      <Section title="Ticket Information">
        <Typography variant="body2">
          Price range: {ticketPrice(game)}
        </Typography>
        {tickets ? (
          <Button
            size="small"
            href={tickets}
            target="_blank"
            rel="noopener noreferrer"
          >
            Buy Tickets
          </Button>
        ) : null}
        <DirectionsButton venue={venue} />
      </Section>
    </>
  );
}

/** A stadium or arena without a dated game: where it is and its own events page. */
function VenueSections({ game, venue }: { game: CardActivity; venue: string }) {
  const eventsLink = ticketUrl(game) ?? game.website_url;
  return (
    <>
      <Section title="Venue">
        <Typography variant="body2">{venueBanner(game)}</Typography>
        <Typography variant="body2">{displayLocation(game)}</Typography>
        {game.description ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {game.description}
          </Typography>
        ) : null}
        {eventsLink ? (
          <Button
            size="small"
            href={eventsLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            Check Upcoming Events
          </Button>
        ) : null}
        <DirectionsButton venue={venue} />
      </Section>
      <HoursSection activity={game} />
    </>
  );
}

export function SportsDialog({
  game,
  open,
  onClose,
  isSelected,
  onToggleSelected,
  onAddToPlan,
}: SportsDialogProps) {
  const venue = venueName(game) ?? displayLocation(game);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`sports-${game.id}-title`}
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={`sports-${game.id}-title`}>{game.name}</DialogTitle>
      <DialogContent dividers>
        {isEvent(game) ? (
          <GameSections game={game} venue={venue} />
        ) : (
          <VenueSections game={game} venue={venue} />
        )}
        <Section title="Additional Information">
          <Typography variant="body2">
            {game.review_count > 0
              ? `Rating: ${game.rating.toFixed(1)} out of 5 (${game.review_count} reviews)`
              : 'No ratings yet'}
          </Typography>
          <Typography variant="body2">
            Genre:{' '}
            {typeof game.event_details?.genre === 'string'
              ? game.event_details.genre
              : sportType(game)}
          </Typography>
        </Section>
      </DialogContent>
      <DialogActions>
        <PlanToggleButton
          activity={game}
          isSelected={isSelected}
          onToggleSelected={onToggleSelected}
          onAddToPlan={onAddToPlan}
        />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
