import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { IconButton, Stack } from '@mui/material';

import { BucketPriorityButton } from './bucket-priority-button';
import type { CardActivity } from './card-types';
import type { SaveActions } from './save-icon-buttons';

const iconSx = {
  bgcolor: 'rgba(255,255,255,0.9)',
  '&:hover': { bgcolor: '#fff' },
} as const;

/** A medium IconButton's width (24 px icon, 8 px padding each side). */
const BUTTON_PX = 40;
/** The row's inset from the card's edge and the gap between its buttons. */
const EDGE_PX = 4;
const GAP_PX = 2;

/**
 * How much of the card's top-right the controls cover, in px, so a banner
 * under them can keep its text clear (0 when the card shows none).
 */
export function cornerActionsWidth({
  onToggleFavorite,
  onToggleBucketList,
}: SaveActions): number {
  const buttons = [onToggleFavorite, onToggleBucketList].filter(Boolean).length;
  return buttons === 0
    ? 0
    : EDGE_PX + buttons * BUTTON_PX + (buttons - 1) * GAP_PX;
}

/**
 * Favorite and bucket-list controls in a typed card's corner; the bucket
 * button asks for a priority before adding (spec 2 §4). Their names say the
 * state, so they are not also aria-pressed (see SaveIconButtons).
 */
export function CardCornerActions({
  activity,
  isFavorite = false,
  onToggleFavorite,
  isInBucketList = false,
  onToggleBucketList,
}: SaveActions & { activity: CardActivity }) {
  if (!onToggleFavorite && !onToggleBucketList) return null;
  return (
    <Stack
      direction="row"
      sx={{
        position: 'absolute',
        top: EDGE_PX,
        right: EDGE_PX,
        gap: `${GAP_PX}px`,
        zIndex: 1,
      }}
    >
      {onToggleFavorite ? (
        <IconButton
          aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          onClick={(event) => {
            event.stopPropagation();
            onToggleFavorite(activity);
          }}
          sx={iconSx}
        >
          {isFavorite ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
        </IconButton>
      ) : null}
      {onToggleBucketList ? (
        <BucketPriorityButton
          isInBucketList={isInBucketList}
          onAdd={(priority) => onToggleBucketList(activity, priority)}
          onRemove={() => onToggleBucketList(activity)}
        />
      ) : null}
    </Stack>
  );
}
