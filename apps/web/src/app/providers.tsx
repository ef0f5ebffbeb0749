import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

import { ErrorNoticeSnackbar } from '../components/feedback/error-notice-snackbar';
import { createStyleCache, keepStylesWhenHidden } from '../lib/kept-styles';
import { createQueryClient } from '../lib/query-client';

import { AppErrorBoundary } from './error-boundary';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [styleCache] = useState(() => createStyleCache());
  useEffect(() => keepStylesWhenHidden(styleCache), [styleCache]);
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            {children}
            <ErrorNoticeSnackbar />
          </QueryClientProvider>
        </AppErrorBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
}
