import { Box, CssBaseline, ThemeProvider, Typography } from '@mui/material';

import { theme } from './theme';

/** Shown instead of the app when its runtime configuration is missing or invalid (spec 2 §8). */
export function ConfigurationError() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        component="main"
        role="alert"
        sx={{ p: { xs: 3, sm: 8 }, textAlign: 'center' }}
      >
        <Typography variant="h4" component="h1" gutterBottom>
          Configuration Error
        </Typography>
        <Typography>
          The application is not properly configured. Please contact support.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
