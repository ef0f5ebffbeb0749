import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { clearSession, saveSession } from '../auth-storage';

import { useCurrentUser } from './use-current-user';

function Probe() {
  const user = useCurrentUser();
  return <p>{user ? user.email : 'signed out'}</p>;
}

describe('useCurrentUser', () => {
  it('follows sign-in and sign-out through the auth-change event', () => {
    render(<Probe />);
    expect(screen.getByText('signed out')).toBeInTheDocument();

    act(() =>
      saveSession('a', 'r', {
        id: 1,
        email: 'ann@example.com',
        username: null,
        full_name: null,
      }),
    );
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();

    act(() => clearSession());
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('treats a user without an access token as signed out', () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'a@b.co' }));
    render(<Probe />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('treats an unreadable stored user as signed out', () => {
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('user', '{oops');
    render(<Probe />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
