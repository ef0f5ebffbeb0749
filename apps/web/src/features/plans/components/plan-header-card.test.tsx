import type { PlanDetail } from '@app/shared/plans';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { plan } from '../../../testing/plan-detail-fixture';
import { renderWithProviders } from '../../../testing/render';

import { PlanHeaderCard } from './plan-header-card';

afterEach(() => vi.restoreAllMocks());

describe('PlanHeaderCard', () => {
  it('keeps focus on Share plan while the link is made, and makes one link per press', async () => {
    Object.defineProperty(navigator, 'share', {
      value: undefined,
      configurable: true,
    });
    let answer = (_url: string) => {};
    const getShareUrl = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderWithProviders(
      <PlanHeaderCard
        plan={plan as unknown as PlanDetail}
        selectedCount={0}
        isSignedIn
        onSignInNeeded={() => {}}
        getShareUrl={getShareUrl}
      />,
    );
    // The clipboard is user-event's, set up with the render.
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const share = screen.getByRole('button', { name: 'Share plan' });
    share.focus();
    await user.keyboard('{Enter}');
    expect(share).toHaveFocus();
    expect(share).toHaveAttribute('aria-disabled', 'true');
    expect(share).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(getShareUrl).toHaveBeenCalledTimes(1);

    answer('http://localhost/shared/abc');
    expect(await screen.findByText('Link copied to clipboard')).toBeVisible();
    expect(share).toHaveFocus();
    expect(share).not.toHaveAttribute('aria-disabled');
  });

  it('says what the note was read as and what it asked that could not be met', () => {
    const unmet = [
      'Food & Dining: Nothing of the kind is listed inside LoHi; these are the nearest, within 1.2 miles of it.',
      'Bars & Nightlife: No listing here says whether dogs are welcome; ask before you go.',
    ];
    renderWithProviders(
      <PlanHeaderCard
        plan={
          {
            ...plan,
            note_interests: ['Bars', 'Food & Dining'],
            note_unmet: unmet,
          } as unknown as PlanDetail
        }
        selectedCount={0}
        isSignedIn
        onSignInNeeded={() => {}}
      />,
    );
    expect(
      screen.getByText('Bars, food & dining: 2 interests from your note'),
    ).toBeVisible();
    const list = screen.getByRole('list', {
      name: 'What your note asked that could not be met',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(unmet);
  });

  it('shows no unmet list when the note asked nothing it could not meet', () => {
    renderWithProviders(
      <PlanHeaderCard
        plan={{ ...plan, note_interests: ['Jazz'] } as unknown as PlanDetail}
        selectedCount={0}
        isSignedIn
        onSignInNeeded={() => {}}
      />,
    );
    expect(screen.getByText('Jazz: 1 interest from your note')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
