import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import { BucketLoginNotice } from './bucket-states';

describe('BucketLoginNotice', () => {
  it('offers Sign In, worded as everywhere else in the app, and comes back here', () => {
    renderWithProviders(<BucketLoginNotice />, { path: '/bucket-list' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fbucket-list',
    );
    expect(screen.queryByRole('link', { name: /log in/i })).toBeNull();
  });
});
