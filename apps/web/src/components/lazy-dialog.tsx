import { Box, CircularProgress } from '@mui/material';
import { Suspense, useState, type ReactNode } from 'react';

/**
 * Stands in for a dialog whose code is still loading: a spinner over the page,
 * fixed, so nothing under it moves.
 */
function DialogLoading() {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** A lazily loaded dialog mounted only while open; the spinner covers its loading. */
export function LazyDialog({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DialogLoading />}>{children}</Suspense>;
}

/**
 * Mounts a lazily loaded dialog from its first opening on, so its code loads
 * only when wanted, and it stays mounted afterwards to keep its closing
 * transition and its state.
 */
export function LoadWhenOpened({
  open,
  children,
}: {
  open: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={open ? <DialogLoading /> : null}>{children}</Suspense>
  );
}
