import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../testing/render';

import { UsageMeter } from './usage-meter';

const meter = (used: number, limit: number | 'unlimited', compact = false) => (
  <UsageMeter
    title="Favorites"
    featureLabel="favorites"
    used={used}
    limit={limit}
    compact={compact}
  />
);

describe('UsageMeter', () => {
  it('shows used against limit without upgrade buttons below 80 %', async () => {
    renderWithProviders(meter(40, 50));
    expect(await screen.findByText('40 / 50')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Favorites usage: 40 of 50' }),
    ).toHaveAttribute('aria-valuenow', '80');
    expect(screen.queryByText('Upgrade to Premium')).not.toBeInTheDocument();
  });

  it('warns above 80 % with both buttons', async () => {
    renderWithProviders(meter(41, 50));
    expect(await screen.findByText('Approaching Limit')).toBeInTheDocument();
    expect(
      screen.getByText(
        "You're almost at your favorites limit. Consider upgrading to Premium.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Upgrade to Premium' }),
    ).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Compare Plans' })).toHaveAttribute(
      'href',
      '/pricing#feature-comparison',
    );
  });

  it('shows the limit message at the limit', async () => {
    renderWithProviders(meter(50, 50));
    expect(await screen.findByText('Limit Reached!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "You've reached your favorites limit. Upgrade to Premium for unlimited access.",
      ),
    ).toBeInTheDocument();
  });

  it('shows Unlimited for premium', async () => {
    renderWithProviders(meter(120, 'unlimited'));
    expect(await screen.findByText('Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('uses chips in the compact form', async () => {
    const { unmount } = renderWithProviders(meter(50, 50, true));
    expect(await screen.findByText('Limit Reached')).toBeInTheDocument();
    unmount();
    renderWithProviders(meter(45, 50, true));
    expect(await screen.findByText('Almost Full')).toBeInTheDocument();
    expect(screen.getByText('45 / 50')).toBeInTheDocument();
  });
});
