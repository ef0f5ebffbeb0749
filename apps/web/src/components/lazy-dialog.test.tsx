import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { screen, waitFor } from '@testing-library/react';
import { lazy, useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../testing/render';

import { LoadWhenOpened } from './lazy-dialog';

function SampleDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sample-title">
      <DialogTitle id="sample-title">Sample</DialogTitle>
      <DialogContent>Loaded on demand</DialogContent>
    </Dialog>
  );
}

// Resolves on a later task, as a real chunk would.
const LazySample = lazy(
  () =>
    new Promise<{ default: typeof SampleDialog }>((resolve) =>
      setTimeout(() => resolve({ default: SampleDialog }), 20),
    ),
);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <LoadWhenOpened open={open}>
        <LazySample open={open} onClose={() => setOpen(false)} />
      </LoadWhenOpened>
    </>
  );
}

describe('LoadWhenOpened', () => {
  it('loads nothing until opened, then opens on the first click with focus inside and gives it back on close', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();

    const dialog = await screen.findByRole('dialog', { name: 'Sample' });
    await waitFor(() =>
      expect(dialog).toContainElement(document.activeElement as HTMLElement),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
