import { Button, Snackbar } from '@mui/material';
import { useRegisterSW } from 'virtual:pwa-register/react';

import { keepLoadedAssets } from './kept-assets';

const UPDATE_MESSAGE = 'A new version of Weekend Planner is ready.';

/**
 * Registers the service worker, keeping the chunks this page already loaded
 * in its cache (it precaches only the shell); when a new build has been downloaded, asks
 * before reloading so nobody loses a form they are filling in.
 */
export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: () => void keepLoadedAssets() });

  return (
    <Snackbar
      open={needRefresh}
      message={UPDATE_MESSAGE}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <>
          <Button color="inherit" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
          <Button
            color="secondary"
            variant="contained"
            size="small"
            onClick={() => void updateServiceWorker(true)}
          >
            Reload
          </Button>
        </>
      }
    />
  );
}
