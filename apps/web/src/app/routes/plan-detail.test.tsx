import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  nearViewMarker,
  stubIntersectionObserver,
} from '../../testing/intersection-observer';
import { server } from '../../testing/msw-server';
import {
  backend,
  places,
  plan,
  SHARE_ID,
  servePlanOf,
} from '../../testing/plan-detail-fixture';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as PlanDetail } from './plan-detail';
import { Component as SharedPlan } from './shared-plan';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Plan detail page', () => {
  it('lets anonymous visitors browse a shared plan and filter but asks them to log in to finalize', async () => {
    backend(200, '/api/shared-plans/:shareId');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderWithProviders(<SharedPlan />, {
      path: `/shared/${SHARE_ID}`,
      routePath: '/shared/:shareId',
    });
    expect(
      await screen.findByRole('heading', { name: 'Saturday Fun' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 days')).toBeInTheDocument();
    expect(screen.getByText('$200 per day ($400 total)')).toBeInTheDocument();
    // The header commits first; the filters and the grid follow.
    const grid = await screen.findByRole('list', {
      name: 'Suggested activities',
    });
    const names = () =>
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    // Recommended keeps the server's order (the plan's kinds in turn).
    await waitFor(() => expect(names()).toEqual(['Taco Corner', 'Art Museum']));

    await user.type(
      screen.getByRole('textbox', { name: 'Search activities' }),
      'zzz',
    );
    expect(
      screen.getByText('No activities found for the selected criteria'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(names()).toHaveLength(2));

    // Said in the page, with a way to sign in and come back to this plan.
    const signInLink = `/login?next=${encodeURIComponent(`/shared/${SHARE_ID}`)}`;
    const alertSaying = async (text: string) =>
      (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]')!;
    const finalize = screen.getByRole('button', { name: 'Finalize Plan (0)' });
    await user.click(finalize);
    const notice = await alertSaying('Please log in to finalize your plans.');
    expect(
      within(notice).getByRole('link', { name: 'Sign In' }),
    ).toHaveAttribute('href', signInLink);
    expect(finalize).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    const saveNotice = await alertSaying('Please log in to save plans');
    await user.click(within(saveNotice).getByRole('button', { name: 'Close' }));
    expect(saveNotice).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(
      screen.queryByRole('button', { name: 'Share plan' }),
    ).not.toBeInTheDocument();
  }, 60_000);

  it("copies the owner's share link", async () => {
    backend();
    server.use(
      http.post('/api/plans/:id/share', ({ params }) =>
        params.id === '5'
          ? HttpResponse.json({
              share_id: SHARE_ID,
              path: `/shared/${SHARE_ID}`,
            })
          : HttpResponse.json({ detail: 'Plan not found' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<PlanDetail />, {
      path: '/plan/5',
      routePath: '/plan/:planId',
    });
    await screen.findByRole('heading', { name: 'Saturday Fun' });
    expect(document.title).toBe('Saturday Fun · Weekend Planner');
    Object.defineProperty(navigator, 'share', {
      value: undefined,
      configurable: true,
    });
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Share plan' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/shared/${SHARE_ID}`,
    );
  });

  it('finalizes once when Finalize Plan is clicked twice', async () => {
    backend();
    signInForTest({ id: 1, email: 'ana@example.com', username: 'ana' });
    let posts = 0;
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ id: 1, email: 'ana@example.com', username: 'ana' }),
      ),
      http.get('/api/favorites/ids', () =>
        HttpResponse.json({ activity_ids: [] }),
      ),
      http.get('/api/bucket-list/ids', () => HttpResponse.json({ items: [] })),
      http.post('/finalized-plans', async () => {
        posts += 1;
        await delay(200);
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<PlanDetail />, {
      path: '/plan/5',
      routePath: '/plan/:planId',
    });
    await screen.findByRole('heading', { name: 'Taco Corner' });
    await user.click(
      screen.getAllByRole('button', { name: 'Add to Plans' })[0]!,
    );
    await user.click(screen.getByRole('button', { name: 'Finalize Plan (1)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Finalize Your Plan',
    });
    await user.type(within(dialog).getByLabelText('Plan Title'), 'Tacos');
    await user.dblClick(
      within(dialog).getByRole('button', { name: 'Finalize Plan' }),
    );
    expect(await within(dialog).findByText(/Plan finalized/)).toBeVisible();
    expect(posts).toBe(1);
  });

  it('draws the suggestions a page at a time, from the first page again on new filters', async () => {
    const activities = places(25);
    servePlanOf(() => activities);
    const { user } = renderWithProviders(<PlanDetail />, {
      path: '/plan/5',
      routePath: '/plan/:planId',
    });
    const grid = await screen.findByRole('list', {
      name: 'Suggested activities',
    });
    expect(screen.getByText('Showing 24 of 25 activities')).toBeInTheDocument();
    // The grid fills in a few cards per commit, busy until all are in.
    await waitFor(() =>
      expect(within(grid).getAllByRole('listitem')).toHaveLength(24),
    );
    expect(grid).toHaveAttribute('aria-busy', 'false');
    await user.click(
      screen.getByRole('button', { name: 'Show more (1 left)' }),
    );
    await waitFor(() =>
      expect(within(grid).getAllByRole('listitem')).toHaveLength(25),
    );
    expect(screen.getByText('Showing 25 of 25 activities')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^Show more/ }),
    ).not.toBeInTheDocument();

    // Filters name both counts: what matches, and the whole plan.
    await user.type(
      screen.getByRole('textbox', { name: 'Search activities' }),
      'Place 1',
    );
    expect(
      await screen.findByText('Showing 10 of 10 activities (25 in this plan)'),
    ).toBeInTheDocument();
    await user.clear(
      screen.getByRole('textbox', { name: 'Search activities' }),
    );

    await user.click(screen.getByRole('button', { name: 'Sat, May 4' }));
    await user.click(screen.getByRole('button', { name: 'All Days' }));
    await waitFor(() =>
      expect(within(grid).getAllByRole('listitem')).toHaveLength(24),
    );
  }, 120_000);

  it('draws cards only as far as one screen below the view', async () => {
    const observers = stubIntersectionObserver();
    const activities = places(25);
    servePlanOf(() => activities);
    renderWithProviders(<PlanDetail />, {
      path: '/plan/5',
      routePath: '/plan/:planId',
    });
    const grid = await screen.findByRole('list', {
      name: 'Suggested activities',
    });
    const setNear = await nearViewMarker(observers);
    // Busy until the browser says where the grid's end is.
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);

    setNear(false);
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);

    // Scrolled near the end: the next cards are drawn, a few per commit.
    setNear(true);
    await waitFor(() =>
      expect(within(grid).getAllByRole('listitem')).toHaveLength(24),
    );
    expect(grid).toHaveAttribute('aria-busy', 'false');
  }, 120_000);

  it('takes a plan of many activities whole', async () => {
    // The grid waits at its first cards: this is about reading the plan.
    stubIntersectionObserver();
    servePlanOf(() => places(90));
    renderWithProviders(<PlanDetail />, {
      path: '/plan/5',
      routePath: '/plan/:planId',
    });
    expect(
      await screen.findByText('Showing 24 of 90 activities'),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('list', {
      name: 'Suggested activities',
    });
    expect((await within(grid).findAllByRole('listitem'))[0]).toHaveTextContent(
      'Place 01',
    );
  });

  it('names a plan made without a location after the metro', async () => {
    server.use(
      http.get('/api/plans/:id', () =>
        HttpResponse.json({
          ...plan,
          location: { lat: 39.7392, lng: -104.9903, address: null },
        }),
      ),
      http.get('/api/weather', () =>
        HttpResponse.json({ detail: 'unavailable' }, { status: 400 }),
      ),
    );
    renderWithProviders(<PlanDetail />, {
      path: '/plan/5',
      routePath: '/plan/:planId',
    });
    await screen.findByRole('heading', { name: 'Saturday Fun' });
    expect(screen.getByText('Denver, CO')).toBeInTheDocument();
  });
});
