import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';

import { SignInPanel } from './sign-in-panel';

type SignInDialogProps = {
  open: boolean;
  onClose: () => void;
  onSignedIn: () => Promise<unknown> | void;
  notice?: string;
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
      <DialogTitle sx={{ display: 'flex', justifyContent: 'flex-end', pb: 0 }}>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
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
