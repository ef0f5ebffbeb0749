import { Button } from '@mui/material';
import type { ReactNode } from 'react';

/** How a collection's toggle looks while the activity is in it and out of it. */
export type SavedToggleLook = {
  inIcon: ReactNode;
  outIcon: ReactNode;
  inLabel: string;
  outLabel: string;
  color?: 'error';
};

/**
 * A labelled toggle for keeping an activity in one of the user's collections,
 * for detail pages (cards use icon buttons): filled while the activity is in.
 */
export function SavedToggleButton({
  isIn,
  pending,
  onToggle,
  look,
}: {
  isIn: boolean;
  pending: boolean;
  onToggle: () => void;
  look: SavedToggleLook;
}) {
  return (
    <Button
      variant={isIn ? 'contained' : 'outlined'}
      color={look.color}
      aria-pressed={isIn}
      disabled={pending}
      startIcon={isIn ? look.inIcon : look.outIcon}
      onClick={onToggle}
    >
      {isIn ? look.inLabel : look.outLabel}
    </Button>
  );
}
