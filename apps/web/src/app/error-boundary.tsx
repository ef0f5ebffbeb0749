import { Box, Button, Typography } from '@mui/material';
import { Component, type ReactNode } from 'react';

type State = { hasError: boolean };

/** The app-level failure screen (spec 2 §8). */
export class AppErrorBoundary extends Component<
  { children: ReactNode },
  State
> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <Box role="alert" sx={{ p: 8, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography sx={{ mb: 4 }}>
          The application encountered an unexpected error. Please refresh the
          page to try again.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </Box>
    );
  }
}
