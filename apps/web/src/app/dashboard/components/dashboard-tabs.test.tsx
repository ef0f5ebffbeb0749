import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import { DashboardTabs } from './dashboard-tabs';

const tab = (name: string) => screen.getByRole('tab', { name });

describe('DashboardTabs', () => {
  it('marks the chosen tab and lets Tab reach only it', () => {
    renderWithProviders(<DashboardTabs value={5} onStay={() => {}} />);
    expect(
      screen.getByRole('tablist', { name: 'Dashboard sections' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(8);
    expect(tab('Activity Feed')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Activity Feed')).toHaveAttribute('tabindex', '0');
    expect(tab('Activity Feed')).toHaveAttribute(
      'aria-controls',
      'dashboard-panel-5',
    );
    expect(tab('Dashboard')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Dashboard')).toHaveAttribute('tabindex', '-1');
    // A tab that leads to its own page controls no panel here.
    expect(tab('My Plans')).not.toHaveAttribute('aria-controls');
  });

  it('moves focus with the arrow keys, Home and End, and chooses with Enter', async () => {
    const onStay = vi.fn();
    const { user } = renderWithProviders(
      <DashboardTabs value={0} onStay={onStay} />,
    );
    await user.tab();
    expect(tab('Dashboard')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Templates')).toHaveFocus();
    expect(tab('Templates')).toHaveAttribute('tabindex', '0');
    expect(tab('Dashboard')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(tab('Dashboard')).toHaveFocus();
    await user.keyboard('{End}{ArrowLeft}');
    expect(tab('AI Discovery')).toHaveFocus();
    // Moving focus does not choose.
    expect(onStay).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onStay).toHaveBeenCalledWith(6);
    await user.keyboard('{Home}');
    expect(tab('Dashboard')).toHaveFocus();
  });

  it('leads tabs 1-4 to their pages', async () => {
    const onStay = vi.fn();
    const { user, router } = renderWithProviders(
      <DashboardTabs value={0} onStay={onStay} />,
      { path: '/dashboard' },
    );
    await user.click(tab('Bucket List'));
    expect(router.state.location.pathname).toBe('/bucket-list');
    expect(onStay).not.toHaveBeenCalled();
  });
});
