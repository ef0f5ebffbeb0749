import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';

import {
  savedToggleButton,
  type SavedToggleLook,
} from '../../../components/activity-cards/saved-toggle-button';
import { useBucketToggle } from '../../../lib/use-bucket-toggle';

const LOOK: SavedToggleLook = {
  inIcon: <BookmarkAddedIcon />,
  outIcon: <BookmarkAddIcon />,
  inLabel: 'In Bucket List',
  outLabel: 'Add to Bucket List',
};

/** A labelled bucket-list toggle for detail pages (cards use icon buttons). */
export const BucketButton = savedToggleButton(
  useBucketToggle,
  'isInBucketList',
  LOOK,
);
