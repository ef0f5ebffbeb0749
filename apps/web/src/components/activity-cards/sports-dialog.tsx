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
  sportType,
  teams,
  ticketPrice,
  venueName,
} from './event-display';
import { Section } from './plan-activity-dialog-sections';

type SportsDialogProps = {
  game: CardActivity;
  open: boolean;
  onClose: () => void;
} & CardSelection;

export function SportsDialog({
  game,
  open,
  onClose,
  isSelected,
  onToggleSelected,
}: SportsDialogProps) {
  const gameTeams = teams(game);
  const venue = venueName(game) ?? displayLocation(game);
  const tickets = ticketUrl(game);
  const league =
    typeof game.event_details?.league === 'string'
      ? game.event_details.league
      : null;
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
        <Section title="Game Details">
          {gameTeams.length === 2 ? (
            <Typography variant="body2">
              Teams: {gameTeams[0]} vs {gameTeams[1]}
            </Typography>
          ) : null}
          <Typography variant="body2">
            Date: {dateBanner(game.start_time)}
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
          <Button
            size="small"
            href={mapsSearchUrl(venue)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Get Directions
          </Button>
        </Section>
        <Section title="Additional Information">
          <Typography variant="body2">
            Rating: {game.rating.toFixed(1)} out of 5 ({game.review_count}{' '}
            reviews)
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
        />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
