import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubScreenWidth } from '../../testing/match-media';
import { renderWithProviders } from '../../testing/render';

import { BottomNav } from './bottom-nav';

afterEach(() => vi.unstubAllGlobals());

describe('BottomNav speed dial', () => {
  it('keeps each action label on one line at 375 px, and each still goes where it says', async () => {
    stubScreenWidth(375);
    const { user, router } = renderWithProviders(
      <BottomNav isSignedIn={false} />,
      { path: '/dashboard' },
    );
    await user.click(screen.getByRole('button', { name: 'Quick actions' }));
    const menu = screen.getByRole('menu');
    for (const label of ['Quick Plan', 'AI Search', 'My Plans']) {
      const text = within(menu).getByText(label);
      expect(getComputedStyle(text).whiteSpace).toBe('nowrap');
    }
    await user.click(within(menu).getByRole('menuitem', { name: 'My Plans' }));
    expect(router.state.location.pathname).toBe('/library');
  });
});
