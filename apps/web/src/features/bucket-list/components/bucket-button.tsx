import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';

import {
  SavedToggleButton,
  type SavedToggleLook,
} from '../../../components/activity-cards/saved-toggle-button';
import {
  useBucketToggle,
  type BucketToggleOptions,
} from '../hooks/use-bucket-toggle';

const LOOK: SavedToggleLook = {
  inIcon: <BookmarkAddedIcon />,
  outIcon: <BookmarkAddIcon />,
  inLabel: 'In Bucket List',
  outLabel: 'Add to Bucket List',
};

/** A labelled bucket-list toggle for detail pages (cards use icon buttons). */
export function BucketButton({
  activityId,
  onLimitReached,
}: { activityId: number } & BucketToggleOptions) {
  const bucket = useBucketToggle({ onLimitReached });
  return (
    <SavedToggleButton
      isIn={bucket.isInBucketList(activityId)}
      pending={bucket.isPending(activityId)}
      onToggle={() => void bucket.toggle({ id: activityId })}
      look={LOOK}
    />
  );
}
