import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../testing/msw-server';
import { FREE_LIMITS } from '../../testing/premium';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as Dashboard } from './dashboard';

function signIn() {
  signInForTest({
    id: 1,
    email: 'ana@example.com',
    username: 'ana',
    full_name: 'Ana Diaz',
  });
}

const finalized = (id: number, title: string) => ({
  id,
  title,
  status: 'planned',
  start_date: '2030-05-01',
  end_date: '2030-05-02',
  location_name: null,
  description: null,
  notes: null,
  total_estimated_cost: 0,
  created_at: '2030-01-01T00:00:00Z',
  selected_activities: [],
});

function backend(plans = [finalized(1, 'Plan A')]) {
  server.use(
    http.get('/health', () =>
      HttpResponse.json({
        status: 'healthy',
        api_keys: { weather: true, xai: false },
        time: 'now',
      }),
    ),
    http.get('/api/user/stats', () =>
      HttpResponse.json({
        total_plans: 4,
        total_favorites: 2,
        total_bucket_list: 1,
      }),
    ),
    http.get('/finalized-plans', () => HttpResponse.json(plans)),
    http.delete('/finalized-plans/:id', ({ params }) => {
      plans.splice(
        plans.findIndex((p) => p.id === Number(params.id)),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/favorites', () => HttpResponse.json([])),
    http.get('/api/bucket-list', () => HttpResponse.json([])),
    // The recommendation cards show what is already saved.
    http.get('/api/favorites/ids', () =>
      HttpResponse.json({ activity_ids: [] }),
    ),
    http.get('/api/bucket-list/ids', () => HttpResponse.json({ items: [] })),
    http.get('/api/users/me/recommendations', () => HttpResponse.json([])),
    http.post('/api/recommendations/personalized', () => HttpResponse.json([])),
    http.get('/api/weather', () => HttpResponse.json({ forecast: [] })),
    http.get('/api/premium/check-limits', () =>
      HttpResponse.json({
        is_premium: false,
        usage: { plans_count: 4, favorites_count: 2, bucket_list_count: 1 },
        limits: FREE_LIMITS,
      }),
    ),
  );
}

const routes = [
  { path: '/plans', element: <p>Plans page</p> },
  { path: '/create', element: <p>Create page</p> },
  { path: '/ai-results', element: <p>AI results page</p> },
];

describe('dashboard route', () => {
  it('welcomes signed-out visitors', () => {
    renderWithProviders(<Dashboard />, { path: '/dashboard' });
    const create = screen.getByRole('link', { name: 'Create Your First Plan' });
    expect(create).toHaveAttribute('href', '/create');
    // A white button on the banner, not the grey of a disabled one.
    expect(getComputedStyle(create).backgroundColor).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fdashboard',
    );
    expect(screen.getByText('Smart recommendations')).toBeInTheDocument();
  });

  it('navigates for tabs 1-4 and stays for tabs 5-7', async () => {
    signIn();
    backend();
    server.use(
      http.get('/api/ai/enhanced/templates', () =>
        HttpResponse.json({ templates: [], total: 0 }),
      ),
      http.get('/api/social/feed', () =>
        HttpResponse.json({ posts: [], next_cursor: null }),
      ),
    );
    const { user, router } = renderWithProviders(<Dashboard />, {
      path: '/dashboard',
      routePath: '/dashboard',
      extraRoutes: routes,
    });
    expect(
      await screen.findByText('Welcome back, Ana Diaz'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Activity Feed' }));
    expect(
      await screen.findByRole('heading', { name: 'Activity Feed' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    // The tab loads its code first; the gate may then redraw it once.
    await waitFor(() =>
      expect(
        screen.getByText('No templates in this category yet.'),
      ).toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(screen.getByRole('tab', { name: 'My Plans' }));
    expect(await screen.findByText('Plans page')).toBeInTheDocument();
  });

  it('searches from the AI box only with non-blank text', async () => {
    signIn();
    backend();
    const { user, router } = renderWithProviders(<Dashboard />, {
      path: '/dashboard',
      routePath: '/dashboard',
      extraRoutes: routes,
    });
    const box = await screen.findByRole('search');
    await user.type(within(box).getByLabelText('Ask for ideas'), '   ');
    await user.click(within(box).getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Date night ideas' }));
    await user.click(within(box).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('AI results page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=Date%20night%20ideas');
  });

  it('lists finalized plans with counts and deletes one', async () => {
    signIn();
    backend([finalized(1, 'Plan A'), finalized(2, 'Plan B')]);
    const { user } = renderWithProviders(<Dashboard />, {
      path: '/dashboard',
      routePath: '/dashboard',
    });
    expect(await screen.findByText('Your Plans (2)')).toBeInTheDocument();
    expect(screen.getAllByText(/Denver, CO · 0 activities/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete Plan A' }));
    // Nothing is deleted until the user confirms.
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete this plan?',
    });
    expect(screen.getByText('Plan A')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your Plans (1)')).toBeInTheDocument();
    expect(screen.queryByText('Plan A')).toBeNull();
    expect(
      screen.getByText('Building your recommendations...'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/No personalized recommendations available/),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('status', { name: 'Backend Connected' }),
    ).toBeInTheDocument();
    // The header says it the way a person would.
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.queryByText(/Backend:/)).toBeNull();
  });

  it('shows Disconnected when the health check fails', async () => {
    signIn();
    backend();
    server.use(
      http.get('/health', () => new HttpResponse(null, { status: 500 })),
    );
    renderWithProviders(<Dashboard />, {
      path: '/dashboard',
      routePath: '/dashboard',
    });
    expect(
      await screen.findByRole('status', { name: 'Backend Disconnected' }),
    ).toBeInTheDocument();
  });

  it("asks for each of the overview's recommendations once per visit", async () => {
    signIn();
    backend();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    renderWithProviders(<Dashboard />, {
      path: '/dashboard',
      routePath: '/dashboard',
    });
    // Both sections have read the answers the page asked for.
    expect(
      await screen.findByText('Building your recommendations...'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/No personalized recommendations available/),
    ).toBeInTheDocument();
    server.events.removeAllListeners();
    const times = (path: string) => asked.filter((p) => p === path).length;
    expect(times('/api/users/me/recommendations')).toBe(1);
    expect(times('/api/recommendations/personalized')).toBe(1);
    expect(times('/api/weather')).toBe(1);
  });
});
