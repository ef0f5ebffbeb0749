import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import type { ReactNode } from 'react';

import { useFullScreenDialog } from '../use-full-screen-dialog';

import { ExternalLinkButton } from './external-link-button';

// The details pages outside this folder import it from here.
export { ExternalLinkButton };

/**
 * The frame of an activity's details: its name over the scrolling
 * `children`, then the `actions`, Directions to `directionsTo`, Close and the
 * `trailing` actions. Full screen on a phone unless `fullScreenOnPhone` is
 * false.
 */
export function ActivityDialog({
  titleId,
  title,
  open = true,
  onClose,
  fullScreenOnPhone = true,
  directionsTo,
  actions,
  trailing,
  children,
}: {
  titleId: string;
  title: string;
  open?: boolean;
  onClose: () => void;
  fullScreenOnPhone?: boolean;
  directionsTo: string;
  actions?: ReactNode;
  trailing?: ReactNode;
  children: ReactNode;
}) {
  const phone = useFullScreenDialog();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreenOnPhone && phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Focusable so the keyboard can scroll it: its reviews lie below the fold. */}
      <DialogContent dividers tabIndex={0} aria-labelledby={titleId}>
        {children}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actions}
        <ExternalLinkButton href={directionsTo}>Directions</ExternalLinkButton>
        <Button onClick={onClose}>Close</Button>
        {trailing}
      </DialogActions>
    </Dialog>
  );
}
