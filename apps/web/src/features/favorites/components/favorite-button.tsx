import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

import {
  savedToggleButton,
  type SavedToggleLook,
} from '../../../components/activity-cards/saved-toggle-button';
import { useFavoriteToggle } from '../../../lib/use-favorite-toggle';

const LOOK: SavedToggleLook = {
  inIcon: <FavoriteIcon />,
  outIcon: <FavoriteBorderIcon />,
  inLabel: 'In Favorites',
  outLabel: 'Add to Favorites',
  color: 'error',
};

/** A labelled favorite toggle for detail pages (cards use icon buttons). */
export const FavoriteButton = savedToggleButton(
  useFavoriteToggle,
  'isFavorite',
  LOOK,
);
