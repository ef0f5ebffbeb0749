import CloseIcon from '@mui/icons-material/Close';
import { Alert, IconButton, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';

import { SignInButton } from '../../../components/auth/sign-in-button';

/**
 * Why a signed-out visitor's Finalize or Save did nothing, with the way on:
 * a Sign In link that comes back to this plan. In the page, not the browser's
 * alert box, which stopped the page and offered no way to sign in. Focus stays
 * on the button pressed; the alert role reads the message out.
 */
export function SignInNotice({
  message,
  onClose,
}: {
  message: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The Finalize button floats over the page: pressed far down the list on a
  // phone, the notice under the header would appear out of sight.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Alert
      ref={ref}
      severity="info"
      role="alert"
      action={
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <SignInButton color="inherit" size="small" />
          <IconButton
            aria-label="Close"
            color="inherit"
            size="small"
            onClick={onClose}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      {message}
    </Alert>
  );
}
