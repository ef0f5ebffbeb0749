import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { ErrorNoticeSnackbar } from '../components/feedback/error-notice-snackbar';
import { createQueryClient } from '../lib/query-client';

import { AppErrorBoundary } from './error-boundary';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {children}
          <ErrorNoticeSnackbar />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
