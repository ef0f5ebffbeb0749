import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactElement } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../lib/query-client';
import { stubScreenWidth } from '../../testing/match-media';
import { theme } from '../theme';

import { AppLayout } from './app-layout';

/** The app's layout around `pages` (path to element), opened at `path`. */
function renderApp(path: string, pages: Record<string, ReactElement>) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: Object.entries(pages).map(([p, element]) => ({
          path: p,
          element,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, user };
}

function Page({ title, to }: { title: string; to?: string }) {
  return (
    <main>
      <h1>{title}</h1>
      {to && <Link to={to}>Go to {to}</Link>}
    </main>
  );
}

/** A page whose heading arrives with its data, a moment after it draws. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return <main>{loaded ? <h1>Saturday Fun</h1> : <p>Loading plan</p>}</main>;
}

// The chrome is a lazy chunk; loading it once up front keeps each test's wait short.
beforeAll(() => import('./app-chrome'));
afterEach(() => vi.unstubAllGlobals());

describe('moving focus to a new page', () => {
  it('leaves focus alone on the first page, then focuses the next page’s h1', async () => {
    const { user } = renderApp('/', {
      '/': <Page title="Welcome" to="/register" />,
      '/register': <Page title="Create your account" />,
    });
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: 'Go to /register' }));
    const heading = await screen.findByRole('heading', {
      name: 'Create your account',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that comes with the page’s data', async () => {
    const { user } = renderApp('/', {
      '/': <Page title="Create a plan" to="/plan/1" />,
      '/plan/:id': <SlowPage />,
    });
    await user.click(
      await screen.findByRole('link', { name: 'Go to /plan/1' }),
    );
    expect(await screen.findByText('Loading plan')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', {
      name: 'Saturday Fun',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves focus after a navigation made in code (a redirect)', async () => {
    const { router } = renderApp('/', {
      '/': <Page title="Create a plan" />,
      '/dashboard': <Page title="Dashboard" />,
    });
    await screen.findByRole('heading', { name: 'Create a plan' });
    await act(() => router.navigate('/dashboard', { replace: true }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus(),
    );
  });

  it('keeps the focus a new page gives itself', async () => {
    const { user } = renderApp('/', {
      '/': <Page title="Welcome" to="/login" />,
      '/login': (
        <main>
          <h1>Sign in</h1>
          <input aria-label="Email" autoFocus />
        </main>
      ),
    });
    await user.click(await screen.findByRole('link', { name: 'Go to /login' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('stays out of the way once the reader presses a key', async () => {
    const { user } = renderApp('/', {
      '/': <Page title="Create a plan" to="/plan/1" />,
      '/plan/:id': <SlowPage />,
    });
    await user.click(
      await screen.findByRole('link', { name: 'Go to /plan/1' }),
    );
    await user.keyboard('{Tab}');
    const heading = await screen.findByRole('heading', {
      name: 'Saturday Fun',
    });
    expect(heading).not.toHaveFocus();
  });
});

describe('the skip link', () => {
  it('is the first Tab stop of an app page and moves focus into main', async () => {
    stubScreenWidth(1280);
    const { user } = renderApp('/dashboard', {
      '/dashboard': (
        <main>
          <h1>Dashboard</h1>
          <button type="button">Quick Plan</button>
        </main>
      ),
    });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.keyboard('{Tab}');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    // An in-page link whose target exists and takes focus.
    const target = document.querySelector(skip.getAttribute('href')!);
    expect(target).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Quick Plan' })).toHaveFocus();
  });
});
