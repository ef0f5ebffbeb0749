import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Button } from '@mui/material';

import {
  useFavoriteToggle,
  type FavoriteToggleOptions,
} from '../hooks/use-favorite-toggle';

/** A labelled favorite toggle for detail pages (cards use icon buttons). */
export function FavoriteButton({
  activityId,
  onLimitReached,
}: { activityId: number } & FavoriteToggleOptions) {
  const favorites = useFavoriteToggle({ onLimitReached });
  const isFavorite = favorites.isFavorite(activityId);
  return (
    <Button
      variant={isFavorite ? 'contained' : 'outlined'}
      color="error"
      aria-pressed={isFavorite}
      disabled={favorites.isPending(activityId)}
      startIcon={isFavorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      onClick={() => void favorites.toggle({ id: activityId })}
    >
      {isFavorite ? 'In Favorites' : 'Add to Favorites'}
    </Button>
  );
}
