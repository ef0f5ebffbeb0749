import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../testing/render';

import { SideNav } from './side-nav';

describe('SideNav', () => {
  it('wraps a long username within its 280 px and keeps a cut email whole on hover', () => {
    const username = 'the_longest_username_anyone_ever_picked_2030';
    const email = 'someone.with.a.very.long.address@example-mail.org';
    renderWithProviders(
      <SideNav
        user={{ username, email, full_name: null }}
        isDesktop
        open
        onClose={() => {}}
        onLogout={() => {}}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText(username)).toHaveStyle({
      overflowWrap: 'anywhere',
    });
    expect(within(nav).getByText(email)).toHaveAttribute('title', email);
  });

  it('signs a visitor in from the page they are on and brings them back', () => {
    renderWithProviders(
      <SideNav
        user={null}
        isDesktop
        open
        onClose={() => {}}
        onLogout={() => {}}
      />,
      { path: '/activity/42?tab=reviews' },
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Factivity%2F42%3Ftab%3Dreviews',
    );
  });
});
