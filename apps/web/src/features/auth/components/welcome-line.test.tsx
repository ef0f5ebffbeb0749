import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../testing/render';

import { WelcomeLine } from './welcome-line';

describe('WelcomeLine', () => {
  it('does not welcome a new account back on its first visit', async () => {
    saveSession('a', 'r', {
      id: 1,
      email: 'ann@example.com',
      username: 'ann',
      full_name: 'Ann Lee',
    });
    const { router } = renderWithProviders(<WelcomeLine />, {
      path: '/home',
    });
    // Arriving from onboarding.
    await act(() => router.navigate('/home', { state: { firstVisit: true } }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Welcome, Ann Lee!$/,
    );
    // Any later visit.
    await act(() => router.navigate('/home'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Welcome back, Ann Lee!$/,
    );
  });
});
