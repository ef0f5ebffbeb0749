import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';
import { WebConfigProvider } from '../lib/web-config';

const TEST_WEB_CONFIG = {
  map_tile_url: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  map_attribution: 'Test tiles',
};

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
      <WebConfigProvider config={TEST_WEB_CONFIG}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </WebConfigProvider>
    </ThemeProvider>,
  );
  return { ...result, user, router, queryClient };
}
