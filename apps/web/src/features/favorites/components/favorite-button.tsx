import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

import {
  SavedToggleButton,
  type SavedToggleLook,
} from '../../../components/activity-cards/saved-toggle-button';
import {
  useFavoriteToggle,
  type FavoriteToggleOptions,
} from '../hooks/use-favorite-toggle';

const LOOK: SavedToggleLook = {
  inIcon: <FavoriteIcon />,
  outIcon: <FavoriteBorderIcon />,
  inLabel: 'In Favorites',
  outLabel: 'Add to Favorites',
  color: 'error',
};

/** A labelled favorite toggle for detail pages (cards use icon buttons). */
export function FavoriteButton({
  activityId,
  onLimitReached,
}: { activityId: number } & FavoriteToggleOptions) {
  const favorites = useFavoriteToggle({ onLimitReached });
  return (
    <SavedToggleButton
      isIn={favorites.isFavorite(activityId)}
      pending={favorites.isPending(activityId)}
      onToggle={() => void favorites.toggle({ id: activityId })}
      look={LOOK}
    />
  );
}
