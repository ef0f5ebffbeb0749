import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders a page inside the app's providers at `path`; `extraRoutes` lets a
 * test assert where navigation lands (e.g. { path: '/home', element: <p>Home</p> }).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    routePath = '*',
    extraRoutes = [],
  }: {
    path?: string;
    routePath?: string;
    extraRoutes?: { path: string; element: ReactElement }[];
  } = {},
) {
  const router = createMemoryRouter(
    [{ path: routePath, element: ui }, ...extraRoutes],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, user, router, queryClient };
}
