import { Button } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A labelled toggle for keeping an activity in one of the user's collections,
 * for detail pages (cards use icon buttons): filled while the activity is in.
 */
export function SavedToggleButton({
  isIn,
  pending,
  onToggle,
  inIcon,
  outIcon,
  inLabel,
  outLabel,
  color,
}: {
  isIn: boolean;
  pending: boolean;
  onToggle: () => void;
  inIcon: ReactNode;
  outIcon: ReactNode;
  inLabel: string;
  outLabel: string;
  color?: 'error';
}) {
  return (
    <Button
      variant={isIn ? 'contained' : 'outlined'}
      color={color}
      aria-pressed={isIn}
      disabled={pending}
      startIcon={isIn ? inIcon : outIcon}
      onClick={onToggle}
    >
      {isIn ? inLabel : outLabel}
    </Button>
  );
}
