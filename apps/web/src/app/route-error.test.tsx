import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../testing/render';

import { RouteErrorBoundary } from './route-error';

const MissingChunk = lazy(() => Promise.reject(new Error('chunk gone')));

function FailsOnFirstPage() {
  const { pathname } = useLocation();
  return pathname === '/broken' ? <MissingChunk /> : <p>Second page</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows the route error for a page whose chunk fails, and clears it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderWithProviders(
      <RouteErrorBoundary>
        <FailsOnFirstPage />
      </RouteErrorBoundary>,
      { path: '/broken' },
    );
    expect(
      await screen.findByText(
        'This page could not be shown. The rest of the app still works.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Return to Home' }),
    ).toHaveAttribute('href', '/');

    await router.navigate('/next');
    expect(await screen.findByText('Second page')).toBeInTheDocument();
  });
});
