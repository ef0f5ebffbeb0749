import { Alert, Snackbar } from '@mui/material';
import { useSyncExternalStore } from 'react';

import {
  currentErrorNotice,
  dismissErrorNotice,
  subscribeErrorNotice,
} from '../../lib/error-notices';

const ERROR_NOTICE_MS = 6000;

/** The app-wide error notice raised by the query layer's defaults. */
export function ErrorNoticeSnackbar() {
  const message = useSyncExternalStore(
    subscribeErrorNotice,
    currentErrorNotice,
  );
  return (
    <Snackbar
      open={message !== null}
      autoHideDuration={ERROR_NOTICE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismissErrorNotice();
      }}
    >
      {message ? (
        <Alert severity="error" onClose={dismissErrorNotice}>
          {message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
