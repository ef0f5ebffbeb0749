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

/** The row's inset from the card's edge and the gap between its buttons. */
const EDGE_PX = 4;
const GAP_PX = 2;

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
  below = 0,
}: SaveActions & {
  activity: CardActivity;
  /** Px of the card's top the buttons stay under (a banner's height). */
  below?: number;
}) {
  if (!onToggleFavorite && !onToggleBucketList) return null;
  return (
    <Stack
      direction="row"
      sx={{
        position: 'absolute',
        top: below + EDGE_PX,
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
