import { shiftAnchor } from '@app/shared/calendar';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  backend,
  today,
} from '../../features/my-plans/testing/my-plans-backend';
import { renderWithProviders } from '../../testing/render';

import { Component as MyPlans } from './my-plans';

describe('My Plans: the view, calendar and open plan kept in the address', () => {
  it('opens the detail dialog for ?planId and then drops the parameter', async () => {
    backend();
    const { router } = renderWithProviders(<MyPlans />, {
      path: '/my-plans?planId=7',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Food Crawl' });
    expect(within(dialog).getByText('Custom location')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/at 7:00 PM · 90 minutes · Est\. \$25\.25/),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('keeps the view, calendar mode and day in the address, replacing the entry', async () => {
    backend();
    const { user, router, unmount } = renderWithProviders(<MyPlans />, {
      path: '/home',
      routePath: '/my-plans',
      extraRoutes: [{ path: '/home', element: <p>Home</p> }],
    });
    await router.navigate('/my-plans');
    await screen.findByText('Your Finalized Plans (1)');
    await user.click(screen.getByRole('tab', { name: 'Calendar View' }));
    await user.click(await screen.findByRole('button', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const nextMonth = shiftAnchor(today, 'month', 1);
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?view=calendar&mode=month&date=${nextMonth}`,
      ),
    );
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    const month = screen.getByRole('heading', { level: 2 }).textContent;

    // Every change replaced the page's entry: Back leaves My Plans.
    await router.navigate(-1);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    unmount();

    // A reload (or the link) opens the same month in the calendar.
    renderWithProviders(<MyPlans />, { path: address });
    expect(
      await screen.findByRole('tab', { name: 'Calendar View' }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('button', { name: 'Monthly' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByRole('heading', { level: 2, name: month! }),
    ).toBeInTheDocument();
  });

  it('opens on the list and this week when the address names nothing it knows', async () => {
    backend();
    renderWithProviders(<MyPlans />, {
      path: '/my-plans?view=calendar&mode=year&date=2026-02-30',
    });
    expect(
      await screen.findByRole('tab', { name: 'Calendar View' }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('button', { name: 'Weekly' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const week = await screen.findByRole('group', { name: 'Week' });
    expect(week.querySelector(`[data-date="${today}"]`)).not.toBeNull();
    cleanup();

    renderWithProviders(<MyPlans />, { path: '/my-plans?view=timeline' });
    expect(
      await screen.findByRole('tab', { name: 'List View' }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText('Your Finalized Plans (1)'),
    ).toBeInTheDocument();
  });

  it('opens a plan from ?planId over the calendar and keeps the calendar in the address', async () => {
    backend();
    const { router } = renderWithProviders(<MyPlans />, {
      path: '/my-plans?view=calendar&mode=day&planId=7',
    });
    expect(
      await screen.findByRole('dialog', { name: 'Food Crawl' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?view=calendar&mode=day'),
    );
  });
});
