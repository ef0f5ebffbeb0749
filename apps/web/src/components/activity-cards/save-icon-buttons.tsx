import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { IconButton, Stack } from '@mui/material';
import type { MouseEvent } from 'react';

import type { BucketPriority } from './bucket-priority-button';
import type { CardActivity } from './card-types';

export type SaveActions = {
  isFavorite?: boolean;
  onToggleFavorite?: (activity: CardActivity) => void;
  isInBucketList?: boolean;
  /** A priority comes from cards that ask for one before adding. */
  onToggleBucketList?: (
    activity: CardActivity,
    priority?: BucketPriority,
  ) => void;
};

const iconSx = {
  bgcolor: 'rgba(255,255,255,0.9)',
  m: 0.5,
  '&:hover': { bgcolor: '#fff' },
} as const;

/**
 * The favorite and bucket-list toggles laid over a card's image. Clicks stop
 * here, so the card underneath does not also open its details. Each name says
 * the state ('Remove from favorites'), so they are not also aria-pressed: a
 * screen reader would hear the state twice (as the detail page's toggles).
 */
export function SaveIconButtons({
  activity,
  isFavorite = false,
  onToggleFavorite,
  isInBucketList = false,
  onToggleBucketList,
}: SaveActions & { activity: CardActivity }) {
  const stop = (handler?: (a: CardActivity) => void) => (event: MouseEvent) => {
    event.stopPropagation();
    handler?.(activity);
  };
  return (
    <Stack direction="row" sx={{ position: 'absolute', top: 4, right: 4 }}>
      <IconButton
        aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
        onClick={stop(onToggleFavorite)}
        sx={iconSx}
      >
        {isFavorite ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
      </IconButton>
      <IconButton
        aria-label={
          isInBucketList ? 'Remove from bucket list' : 'Add to bucket list'
        }
        onClick={stop(onToggleBucketList)}
        sx={iconSx}
      >
        {isInBucketList ? (
          <BookmarkAddedIcon color="primary" />
        ) : (
          <BookmarkAddIcon />
        )}
      </IconButton>
    </Stack>
  );
}
