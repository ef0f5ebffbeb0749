import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type MouseEvent } from 'react';

import { eventDateText, isSample, ticketUrl } from './activity-display';
import { SampleEventChip } from './activity-facts';
import { ActivityImage } from './activity-image';
import {
  BucketPriorityButton,
  type BucketPriority,
} from './bucket-priority-button';
import type { CardActivity } from './card-types';
import {
  dateBanner,
  eventSummary,
  sportType,
  teams,
  ticketPrice,
  venueName,
} from './event-display';
import { SportsDialog } from './sports-dialog';

export type SportsCardProps = {
  game: CardActivity;
  subtitle?: string;
  compact?: boolean;
  isSelected: boolean;
  onToggleSelected: (game: CardActivity) => void;
  isFavorite?: boolean;
  onToggleFavorite?: (game: CardActivity) => void;
  isInBucketList?: boolean;
  onAddToBucketList?: (game: CardActivity, priority: BucketPriority) => void;
  onRemoveFromBucketList?: (game: CardActivity) => void;
};

const isControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('button, a') !== null;

export function SportsCard({
  game,
  subtitle,
  compact = false,
  isSelected,
  onToggleSelected,
  isFavorite = false,
  onToggleFavorite,
  isInBucketList = false,
  onAddToBucketList,
  onRemoveFromBucketList,
}: SportsCardProps) {
  const [open, setOpen] = useState(false);
  const [showSummary, setShowSummary] = useState(false);
  const gameTeams = teams(game);
  const tickets = ticketUrl(game);
  const priceNotes =
    typeof game.event_details?.price_notes === 'string'
      ? game.event_details.price_notes
      : null;
  const summary = eventSummary(game);
  const selectButton = (
    <Button
      variant={isSelected ? 'outlined' : 'contained'}
      startIcon={isSelected ? <CheckIcon /> : <AddIcon />}
      aria-pressed={isSelected}
      onClick={() => onToggleSelected(game)}
    >
      {isSelected ? 'Added to Plan' : 'Add to Plan'}
    </Button>
  );
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
          {dateBanner(game.start_time)}
        </Typography>
      </Box>
      <Box sx={{ position: 'relative' }}>
        <ActivityImage
          url={game.photo_url}
          category={game.category}
          alt={game.name}
          height={compact ? 120 : 180}
        />
        <Stack
          direction="row"
          sx={{ position: 'absolute', top: 4, right: 4, gap: 1 }}
        >
          {onToggleFavorite ? (
            <IconButton
              aria-label={
                isFavorite ? 'Remove from favorites' : 'Add to favorites'
              }
              aria-pressed={isFavorite}
              onClick={() => onToggleFavorite(game)}
              sx={{
                bgcolor: 'rgba(255,255,255,0.9)',
                '&:hover': { bgcolor: '#fff' },
              }}
            >
              {isFavorite ? (
                <FavoriteIcon color="error" />
              ) : (
                <FavoriteBorderIcon />
              )}
            </IconButton>
          ) : null}
          {onAddToBucketList && onRemoveFromBucketList ? (
            <BucketPriorityButton
              isInBucketList={isInBucketList}
              onAdd={(priority) => onAddToBucketList(game, priority)}
              onRemove={() => onRemoveFromBucketList(game)}
            />
          ) : null}
        </Stack>
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
        <Typography variant="body2">
          {eventDateText(game.start_time)}
        </Typography>
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
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} useFlexGap>
          {tickets ? (
            <Button
              variant="outlined"
              href={tickets}
              target="_blank"
              rel="noopener noreferrer"
            >
              Buy Tickets
            </Button>
          ) : null}
          {selectButton}
        </Stack>
      </CardContent>
      {open ? (
        <SportsDialog
          game={game}
          open
          onClose={() => setOpen(false)}
          isSelected={isSelected}
          onToggleSelected={onToggleSelected}
        />
      ) : null}
    </Card>
  );
}
