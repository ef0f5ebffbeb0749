import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../testing/render';

import { Component as Feed } from './feed';
import { Component as Friends } from './friends';
import { Component as Notifications } from './notifications';

const pages: [string, ComponentType, string, string][] = [
  [
    '/notifications',
    Notifications,
    'Notifications',
    'Sign in to see your notifications',
  ],
  ['/friends', Friends, 'Friends', 'Sign in to see your friends'],
  ['/feed', Feed, 'Activity Feed', 'Sign in to see your feed'],
];

describe('pages of your own, signed out', () => {
  it.each(pages)(
    '%s asks a visitor to sign in instead of failing to load',
    async (path, Page, heading, prompt) => {
      renderWithProviders(<Page />, { path });
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: prompt }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
        'href',
        `/login?next=${encodeURIComponent(path)}`,
      );
      expect(screen.queryByText(/Failed to load|First Post/)).toBeNull();
    },
  );
});
