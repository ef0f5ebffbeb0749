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

  it('dims the page behind the open dial at 375 px, and a tap there closes it', async () => {
    stubScreenWidth(375);
    const { user } = renderWithProviders(<BottomNav isSignedIn={false} />, {
      path: '/dashboard',
    });
    const dial = screen.getByRole('button', { name: 'Quick actions' });
    await user.click(dial);
    const backdrop = document.querySelector('.MuiBackdrop-root')!;
    expect(backdrop).toBeVisible();
    await user.click(backdrop);
    expect(dial).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('BottomNav tabs', () => {
  it('highlights no tab on the create page, which is no search', () => {
    stubScreenWidth(375);
    renderWithProviders(<BottomNav isSignedIn={false} />, { path: '/create' });
    const bar = screen.getByRole('navigation', { name: 'Mobile navigation' });
    expect(within(bar).getByRole('button', { name: 'Search' })).not.toHaveClass(
      'Mui-selected',
    );
    expect(bar.querySelector('.Mui-selected')).toBeNull();
  });
});
