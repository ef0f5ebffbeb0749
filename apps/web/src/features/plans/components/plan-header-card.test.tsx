import type { PlanDetail } from '@app/shared/plans';
import { screen } from '@testing-library/react';
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
});
