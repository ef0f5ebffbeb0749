import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Box, Typography } from '@mui/material';

import { useOnline } from '../../lib/use-online';

export const OFFLINE_MESSAGE =
  "You're offline. My Plans shows your plans as of your last sync; changes need a connection.";

/** Shown above every app page while the device has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 4,
        py: 2,
        bgcolor: 'warning.light',
        color: 'warning.contrastText',
      }}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{OFFLINE_MESSAGE}</Typography>
    </Box>
  );
}
