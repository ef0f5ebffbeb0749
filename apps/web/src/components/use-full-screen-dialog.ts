import { useMediaQuery, useTheme } from '@mui/material';

/** Whether a dialog fills the screen: it does on a phone. */
export function useFullScreenDialog() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}
