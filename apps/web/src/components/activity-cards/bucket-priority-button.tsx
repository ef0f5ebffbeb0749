import type { BucketPriority } from '@app/shared/bucket-list';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent } from 'react';

export type { BucketPriority };

const PRIORITIES: { value: BucketPriority; label: string }[] = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];

type BucketPriorityButtonProps = {
  isInBucketList: boolean;
  onAdd: (priority: BucketPriority) => void;
  onRemove: () => void;
};

/**
 * In the list: a click removes it. Otherwise a High/Medium/Low menu picks the
 * priority to add with. The name says the state, so it is not also aria-pressed.
 */
export function BucketPriorityButton({
  isInBucketList,
  onAdd,
  onRemove,
}: BucketPriorityButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A closed menu still renders its popover and modal on every card of a
  // grid; it mounts on the first open and stays for its closing fade.
  const [hasOpened, setHasOpened] = useState(false);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    if (isInBucketList) onRemove();
    else {
      setAnchor(event.currentTarget);
      setHasOpened(true);
    }
  };
  return (
    <>
      <IconButton
        aria-label={
          isInBucketList ? 'Remove from bucket list' : 'Add to bucket list'
        }
        aria-haspopup={isInBucketList ? undefined : 'menu'}
        onClick={handleClick}
        sx={{
          bgcolor: 'rgba(255,255,255,0.9)',
          '&:hover': { bgcolor: '#fff' },
        }}
      >
        {isInBucketList ? (
          <BookmarkAddedIcon color="primary" />
        ) : (
          <BookmarkAddIcon />
        )}
      </IconButton>
      {hasOpened && (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          onClick={(event) => event.stopPropagation()}
        >
          {PRIORITIES.map((priority) => (
            <MenuItem
              key={priority.value}
              onClick={() => {
                setAnchor(null);
                onAdd(priority.value);
              }}
            >
              {priority.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
