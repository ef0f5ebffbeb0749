import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getAccessToken } from '../../lib/auth-storage';
import {
  nearViewMarker,
  stubIntersectionObserver,
} from '../../testing/intersection-observer';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as PlanDetail } from './plan-detail';
import { Component as SharedPlan } from './shared-plan';

const SHARE_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

function activity(id: number, name: string, category: string, rating: number) {
  return {
    id,
    name,
    description: `${name} description`,
    category,
    subcategory: null,
    types: [],
    location: '1 Main St',
    address: '1 Main St',
    latitude: 39.7,
    longitude: -105,
    phone_number: null,
    website_url: null,
    ticket_url: null,
    menu_url: null,
    photo_url: null,
    business_hours: null,
    price_level: 2,
    price_range: null,
    rating,
    review_count: 3,
    user_ratings_total: 3,
    start_time: null,
    end_time: null,
    venue_name: null,
    event_details: null,
    source: 'test',
    source_id: String(id),
    attribution: null,
    distance_km: 1.2,
  };
}

const plan = {
  id: 5,
  title: 'Saturday Fun',
  name: 'Saturday Fun',
  template: 'manual',
  location: { lat: 39.7, lng: -105, address: 'Denver, CO' },
  days: ['2030-05-04', '2030-05-05'],
  start_date: '2030-05-04',
  end_date: '2030-05-05',
  interests: ['food', 'arts'],
  radius: 24140,
  budget: 200,
  budget_type: 'per_day',
  price_range: { min: 0, max: 200 },
  ai_prompt: null,
  activity_count: 2,
  created_at: '2030-01-01T00:00:00.000Z',
  activities: [
    activity(1, 'Taco Corner', 'food', 4.1),
    activity(2, 'Art Museum', 'arts', 4.7),
  ],
};

function backend(status = 200, planPath = '/api/plans/:id') {
  server.use(
    http.get(planPath, () =>
      status === 200
        ? HttpResponse.json(plan)
        : HttpResponse.json({ detail: 'Plan not found' }, { status }),
    ),
    http.get('/api/weather', () =>
      HttpResponse.json({ detail: 'unavailable' }, { status: 400 }),
    ),
  );
}

/** `count` food places named Place 01, Place 02, … */
const places = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    activity(i + 1, `Place ${String(i + 1).padStart(2, '0')}`, 'food', 4),
  );

/** Serves the plan with the activities `current()` gives at each request. */
function servePlanOf(current: () => unknown[]) {
  server.use(
    http.get('/api/plans/:id', () => {
      const activities = current();
      return HttpResponse.json({
        ...plan,
        activities,
        activity_count: activities.length,
      });
    }),
    http.get('/api/weather', () =>
      HttpResponse.json({ detail: 'unavailable' }, { status: 400 }),
    ),
  );
}

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
    await waitFor(() => expect(names()).toEqual(['Art Museum', 'Taco Corner']));

    await user.type(
      screen.getByRole('textbox', { name: 'Search activities' }),
      'zzz',
    );
    expect(
      screen.getByText('No activities found for the selected criteria'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(names()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Finalize Plan (0)' }));
    expect(alert).toHaveBeenCalledWith('Please log in to finalize your plans.');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(alert).toHaveBeenCalledWith('Please log in to save plans');
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

  it('says when the plan does not exist', async () => {
    backend(404);
    renderWithProviders(<PlanDetail />, {
      path: '/plan/99',
      routePath: '/plan/:planId',
    });
    expect(
      await screen.findByText('No plan found with ID 99'),
    ).toBeInTheDocument();
    // A page of its own: a landmark and a heading for screen readers.
    expect(
      within(screen.getByRole('main')).getByRole('heading', {
        level: 1,
        name: 'Plan not found',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Return to Home' }),
    ).toHaveAttribute('href', '/');
  });

  it('asks a signed-out visitor to sign in and come back to the plan', async () => {
    server.use(
      http.get('/api/plans/:id', () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    renderWithProviders(<PlanDetail />, {
      path: '/plan/1',
      routePath: '/plan/:planId',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sign in to see this plan',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/private to their owner/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fplan%2F1',
    );
    // Asking again cannot sign the visitor in; the server's words are not for them.
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText('Not authenticated')).toBeNull();
  });

  it('asks to sign in again when the session ends on the plan', async () => {
    signInForTest();
    // The stored tokens are no longer taken, and cannot be refreshed.
    server.use(
      http.all('/api/*', () =>
        HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 }),
      ),
    );
    renderWithProviders(<PlanDetail />, {
      path: '/plan/1',
      routePath: '/plan/:planId',
    });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see this plan' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('AUTH_EXPIRED')).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('takes a malformed share link for one that names no plan', async () => {
    server.use(
      http.get('/api/shared-plans/:shareId', () =>
        HttpResponse.json(
          {
            detail: [
              {
                loc: ['params', 'shareId'],
                msg: 'Share link is invalid',
                type: 'invalid_format',
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    renderWithProviders(<SharedPlan />, {
      path: '/shared/abc',
      routePath: '/shared/:shareId',
    });
    expect(
      await screen.findByText(
        'This shared plan link is not valid or the plan was deleted.',
      ),
    ).toBeInTheDocument();
    // Asking again cannot mend the link.
    expect(
      screen.queryByRole('button', { name: 'Try Again' }),
    ).not.toBeInTheDocument();
  });
});
