import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';

import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';

import { TERMS_TITLE, TermsContent } from './terms-content';

/** The terms over the registration form, which stays filled in underneath. */
export default function TermsDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      fullScreen={fullScreen}
      aria-labelledby="terms-dialog-title"
    >
      <DialogTitle id="terms-dialog-title">{TERMS_TITLE}</DialogTitle>
      <DialogContent dividers>
        <TermsContent heading="h3" inDialog />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
