import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';

import { errorMessage } from '../../../lib/api-client';
import { useSignOut } from '../../../lib/auth/use-sign-out';
import { useLogoutEverywhere } from '../api/logout';

const SIGN_OUT_EVERYWHERE_TEXT =
  'This signs you out on every device and browser, including this one. Your calendar feed link also stops working: calendar apps subscribed to it stop updating until you add the new link from My Plans.';

/** "Log Out of All Sessions" with its confirmation. */
export function SignOutEverywhere() {
  const [isAsking, setAsking] = useState(false);
  const logoutEverywhere = useLogoutEverywhere();
  const signOut = useSignOut();
  const close = () => {
    if (logoutEverywhere.isPending) return;
    logoutEverywhere.reset();
    setAsking(false);
  };
  return (
    <>
      <Button color="inherit" onClick={() => setAsking(true)}>
        Log Out of All Sessions
      </Button>
      <Dialog
        open={isAsking}
        onClose={close}
        aria-labelledby="sign-out-everywhere-title"
        aria-describedby="sign-out-everywhere-text"
      >
        <DialogTitle id="sign-out-everywhere-title">
          Log out of all sessions?
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-out-everywhere-text">
            {SIGN_OUT_EVERYWHERE_TEXT}
          </DialogContentText>
          {logoutEverywhere.isError && (
            <Alert severity="error" sx={{ mt: 3 }}>
              {errorMessage(
                logoutEverywhere.error,
                'Could not log out of all sessions. Please try again.',
              )}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={logoutEverywhere.isPending}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={logoutEverywhere.isPending}
            onClick={() =>
              logoutEverywhere.mutate(undefined, {
                onSuccess: () => void signOut(),
              })
            }
          >
            Log Out Everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
