import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { Button } from '@mui/material';

import {
  useBucketToggle,
  type BucketToggleOptions,
} from '../hooks/use-bucket-toggle';

/** A labelled bucket-list toggle for detail pages (cards use icon buttons). */
export function BucketButton({
  activityId,
  onLimitReached,
}: { activityId: number } & BucketToggleOptions) {
  const bucket = useBucketToggle({ onLimitReached });
  const isIn = bucket.isInBucketList(activityId);
  return (
    <Button
      variant={isIn ? 'contained' : 'outlined'}
      aria-pressed={isIn}
      disabled={bucket.isPending(activityId)}
      startIcon={isIn ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
      onClick={() => void bucket.toggle({ id: activityId })}
    >
      {isIn ? 'In Bucket List' : 'Add to Bucket List'}
    </Button>
  );
}
