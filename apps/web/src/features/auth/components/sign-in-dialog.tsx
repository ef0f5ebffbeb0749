import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, IconButton } from '@mui/material';

import type { SignInNotice } from './sign-in-form';
import { SignInPanel } from './sign-in-panel';

type SignInDialogProps = {
  open: boolean;
  onClose: () => void;
  onSignedIn: () => Promise<unknown> | void;
  notice?: SignInNotice;
};

/** The sign-in form full screen, for phones. */
export function SignInDialog({
  open,
  onClose,
  onSignedIn,
  notice,
}: SignInDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby="sign-in-dialog-title"
    >
      {/* Not a DialogTitle: it would take the id that names the panel's
          heading, and the dialog would be called 'Close'. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 3, pt: 2 }}>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent>
        <SignInPanel
          headingId="sign-in-dialog-title"
          onSignedIn={onSignedIn}
          notice={notice}
          isMobile
        />
      </DialogContent>
    </Dialog>
  );
}
