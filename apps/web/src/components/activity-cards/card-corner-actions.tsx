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

/**
 * Favorite and bucket-list controls in a typed card's corner; the bucket
 * button asks for a priority before adding (spec 2 §4).
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
      sx={{ position: 'absolute', top: 4, right: 4, gap: 0.5, zIndex: 1 }}
    >
      {onToggleFavorite ? (
        <IconButton
          aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          aria-pressed={isFavorite}
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
