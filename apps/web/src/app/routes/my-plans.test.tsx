import { addDays } from '@app/shared/metro';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  backend,
  draft,
  item,
  plan,
  today,
} from '../../features/my-plans/testing/my-plans-backend';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as MyPlans } from './my-plans';

describe('My Plans', () => {
  it('asks a signed-out visitor to sign in instead of failing', () => {
    renderWithProviders(<MyPlans />, { path: '/my-plans' });
    expect(
      screen.getByRole('heading', { name: 'Sign in to see your plans' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fmy-plans',
    );
    expect(screen.queryByText('Failed to load your plans')).toBeNull();
  });

  it('offers to sign in and come back when the session ends', async () => {
    signInForTest();
    // The stored tokens are no longer taken, and cannot be refreshed.
    server.use(
      http.all('*', () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    renderWithProviders(<MyPlans />, { path: '/my-plans?planId=7' });
    expect(
      await screen.findByRole('link', { name: 'Sign In' }),
    ).toHaveAttribute('href', '/login?next=%2Fmy-plans%3FplanId%3D7');
  });

  it('lists drafts with readable dates, opens, finalizes and deletes them', async () => {
    const state = backend();
    const { user } = renderWithProviders(<MyPlans />, { path: '/my-plans' });
    await user.click(await screen.findByRole('tab', { name: 'Drafts (1)' }));
    expect(screen.getByText('Sun, Nov 22 - Mon, Nov 23')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/plan/21',
    );
    expect(
      screen.getByRole('link', { name: `Finalize ${draft.title}` }),
    ).toHaveAttribute('href', '/plan/21?finalize=1');
    await user.click(
      screen.getByRole('button', { name: `Delete ${draft.title}` }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No drafts')).toBeInTheDocument();
    expect(state.deleted).toEqual(['draft 21']);
  });

  it('lists plans with status, cost and a delete confirmation', async () => {
    const state = backend();
    const { user } = renderWithProviders(<MyPlans />, { path: '/my-plans' });
    expect(screen.getByText('Loading your plans...')).toBeInTheDocument();
    expect(
      await screen.findByText('Your Finalized Plans (1)'),
    ).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByText('Est. $101.00')).toBeInTheDocument();
    expect(screen.getByText('4 planned activities')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Food Crawl' }));
    expect(
      screen.getByText('Are you sure you want to delete this plan?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Plan deleted successfully'),
    ).toBeInTheDocument();
    expect(state.deleted).toEqual(['7']);
    expect(await screen.findByText('No Plans Yet')).toBeInTheDocument();
    // The button that opened the dialog went with the plan: focus is on the page.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'My Plans' }),
      ).toHaveFocus(),
    );
  });

  it('asks for the invitations without waiting for the plans', async () => {
    backend([]);
    let invitationsAsked = false;
    let askedBeforePlans: boolean | undefined;
    let answerPlans = () => {};
    const plansHeld = new Promise<void>((resolve) => {
      answerPlans = resolve;
    });
    server.use(
      http.get('/api/group-plans/invitations', () => {
        invitationsAsked = true;
        answerPlans();
        return HttpResponse.json([]);
      }),
      http.get('/finalized-plans', async () => {
        // Held until the invitations are asked for, or for two seconds.
        await Promise.race([
          plansHeld,
          new Promise((resolve) => setTimeout(resolve, 2000)),
        ]);
        askedBeforePlans = invitationsAsked;
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<MyPlans />, { path: '/my-plans' });
    await waitFor(() => expect(askedBeforePlans).toBeDefined(), {
      timeout: 5000,
    });
    expect(askedBeforePlans).toBe(true);
  });

  it('lists invitations above the plans, each opening the plan to join', async () => {
    backend([]);
    const invited = {
      ...plan,
      id: 9,
      title: 'Ski Trip',
      location_name: 'Breckenridge',
      my_role: 'viewer',
      my_status: 'invited',
      is_group_plan: true,
    };
    let pending = true;
    server.use(
      http.get('/api/group-plans/invitations', () =>
        HttpResponse.json(
          pending
            ? [
                {
                  plan_id: 9,
                  title: 'Ski Trip',
                  start_date: today,
                  end_date: addDays(today, 1),
                  location_name: 'Breckenridge',
                  role: 'editor',
                  owner: {
                    id: 3,
                    username: 'olive',
                    display_name: 'Olive Owner',
                    first_name: 'Olive',
                    last_name: 'Owner',
                  },
                  invited_at: '2026-11-01T00:00:00Z',
                },
              ]
            : [],
        ),
      ),
      http.get('/api/finalized-plans/9', () => HttpResponse.json(invited)),
      http.get('/api/group-plans/9', () =>
        HttpResponse.json({
          plan_id: 9,
          is_group_plan: true,
          my_role: 'editor',
          my_status: pending ? 'invited' : 'joined',
          participants: [],
          votes: [],
        }),
      ),
      http.post('/api/group-plans/9/join', () => {
        pending = false;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithProviders(<MyPlans />, { path: '/my-plans' });
    const invitations = await screen.findByRole('region', {
      name: 'Invitations',
    });
    expect(
      within(invitations).getByRole('heading', { name: 'Invitations (1)' }),
    ).toBeInTheDocument();
    expect(
      within(invitations).getByText('From Olive Owner, as editor'),
    ).toBeInTheDocument();
    expect(within(invitations).getByText('Breckenridge')).toBeInTheDocument();

    await user.click(
      within(invitations).getByRole('button', {
        name: 'View invitation to Ski Trip',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ski Trip' });
    const join = await within(dialog).findByRole('button', { name: 'Join' });
    // The answer comes first, above the plan's overview.
    expect(
      join.compareDocumentPosition(
        within(dialog).getByRole('heading', { name: 'Overview' }),
      ) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(join);
    // Answered: the invitation leaves the list.
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Invitations' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows 3 items then +N more in the month, and the day sorted by time', async () => {
    backend();
    const { user } = renderWithProviders(<MyPlans />, { path: '/my-plans' });
    await screen.findByText('Your Finalized Plans (1)');
    await user.click(screen.getByRole('tab', { name: 'Calendar View' }));

    const week = await screen.findByRole('group', { name: 'Week' });
    const todayCell = week.querySelector(
      `[data-date="${today}"]`,
    ) as HTMLElement;
    expect(todayCell).toHaveAttribute('aria-current', 'date');
    expect(within(todayCell).getAllByRole('button')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    const month = screen.getByRole('group', { name: 'Month' });
    const cell = month.querySelector(`[data-date="${today}"]`) as HTMLElement;
    expect(within(cell).getByText('+1 more')).toBeInTheDocument();
    expect(within(cell).getByText('9:30 AM Brunch Spot')).toBeInTheDocument();

    await user.click(
      within(cell).getByRole('button', { name: /: 4 activities planned$/ }),
    );
    const day = screen.getByRole('list', { name: 'Day' });
    const rows = within(day)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(rows).toEqual([
      expect.stringContaining('9:30 AM · Brunch Spot'),
      expect.stringContaining('12:15 PM · Lunch Place'),
      expect.stringContaining('7:00 PM · Late Dinner'),
      expect.stringContaining('Any time · Whenever Cafe'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(
      screen.getByText('No activities planned for this day'),
    ).toBeInTheDocument();
  });

  it('shows the load error with Try Again', async () => {
    signInForTest();
    server.use(
      http.get('/api/plans', () => HttpResponse.json([])),
      http.get('/api/group-plans/invitations', () => HttpResponse.json([])),
      http.get('/finalized-plans', () =>
        HttpResponse.json({ detail: 'x' }, { status: 400 }),
      ),
    );
    renderWithProviders(<MyPlans />, { path: '/my-plans' });
    expect(
      await screen.findByText('Failed to load your plans'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Try Again' }),
    ).toBeInTheDocument();
  });

  it('offers a ready post once when a plan has ended', async () => {
    localStorage.removeItem('wp.offeredPlanPosts');
    const yesterday = addDays(today, -1);
    const ended = {
      ...plan,
      id: 8,
      title: 'Museum Saturday',
      start_date: yesterday,
      end_date: yesterday,
      status: 'completed',
      selected_activities: [
        item(5, 'Denver Art Museum', '10:00', yesterday),
        item(6, 'Clyfford Still Museum', '14:00', yesterday),
      ],
    };
    backend([plan, ended]);
    const { user, unmount } = renderWithProviders(<MyPlans />, {
      path: '/my-plans',
    });
    const prompt = await screen.findByText(
      'How was Museum Saturday? Share it with your friends?',
    );
    await user.click(
      within(prompt.closest('[role="alert"]') as HTMLElement).getByRole(
        'button',
        { name: 'Share' },
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Share Your Activity',
    });
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue(
      'Weekend done: Museum Saturday',
    );
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue(
      'Denver Art Museum, Clyfford Still Museum.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    unmount();

    // Offered once: a later visit does not ask again.
    renderWithProviders(<MyPlans />, { path: '/my-plans' });
    expect(await screen.findByText('Museum Saturday')).toBeInTheDocument();
    expect(screen.queryByText(/How was Museum Saturday/)).toBeNull();
  });
});
