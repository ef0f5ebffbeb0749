import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../testing/render';
import { showsAppChrome } from '../layout/chrome-paths';

import { Component as TermsRoute } from './terms';

describe('/terms', () => {
  it('reads as a page of its own, without the app chrome, like registration', async () => {
    const { user } = renderWithProviders(<TermsRoute />, {
      path: '/terms',
      routePath: '/terms',
      extraRoutes: [{ path: '/about', element: <p>About page</p> }],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(sections).toEqual([
      'What Weekend Planner is',
      'Your account',
      'The activity feed',
      'Places, events and weather',
      'Premium',
      'Deleting what you have added',
      'Changes',
    ]);
    expect(showsAppChrome('/terms')).toBe(false);

    // On the page itself nothing is at stake, so the credits open in place.
    const about = screen.getByRole('link', { name: 'About and Credits' });
    expect(about).not.toHaveAttribute('target');
    await user.click(about);
    expect(await screen.findByText('About page')).toBeInTheDocument();
  });
});
