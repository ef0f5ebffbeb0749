import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { freeAccount } from '../../../testing/premium';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { expectPlanLimitOffer } from '../../premium/testing/limit-offer';

import { TemplatesTab } from './templates-tab';

const summary = (over: Record<string, unknown>) => ({
  id: 'classic-date-night',
  name: 'Classic Date Night',
  description: 'Dinner and a show.',
  category: 'date_night',
  season: null,
  duration_days: 1,
  total_estimated_cost: 140,
  group_size_recommendation: '2 people',
  usage_count: 3,
  activities_count: 3,
  is_premium: false,
  ...over,
});

const detail = {
  ...summary({}),
  activities: [
    {
      activity_id: 11,
      name: 'Real Bistro',
      day: 1,
      time_slot: 'evening',
      description: 'Dinner for two.',
      duration_hours: 2,
      estimated_cost: 50,
      category: 'food',
      tips: ['Book ahead for groups on weekends.'],
    },
  ],
};

function handlers(seen: string[], tracked: unknown[] = []) {
  server.use(
    http.get('/api/ai/enhanced/templates', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      seen.push(category ?? 'all');
      const templates =
        category === 'bbq'
          ? [
              summary({
                id: 'bbq-and-brews',
                name: 'BBQ and Brews',
                category: 'bbq',
              }),
            ]
          : [
              summary({}),
              summary({
                id: 'bachelor-weekend',
                name: 'Bachelor Weekend',
                usage_count: 51,
                duration_days: 2,
              }),
            ];
      return HttpResponse.json({ templates, total: templates.length });
    }),
    http.get('/api/ai/enhanced/templates/:id', () => HttpResponse.json(detail)),
    http.post('/api/ai/enhanced/track-premium-feature', async ({ request }) => {
      tracked.push(await request.json());
      return HttpResponse.json({ status: 'tracked' }, { status: 201 });
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TemplatesTab', () => {
  it('shows cards with the popular mark only above 50 uses', async () => {
    handlers([]);
    renderWithProviders(<TemplatesTab />);
    const popular = await screen.findByRole('article', {
      name: 'Bachelor Weekend',
    });
    expect(within(popular).getByText('Popular template')).toBeInTheDocument();
    expect(within(popular).getByText('2 days')).toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Classic Date Night' });
    expect(within(plain).queryByText('Popular template')).toBeNull();
    expect(within(plain).getByText('$140')).toBeInTheDocument();
    expect(within(plain).getByText('2 people')).toBeInTheDocument();
  });

  it("names each card's buttons by their visible words first, and wraps the row rather than the words", async () => {
    handlers([]);
    renderWithProviders(<TemplatesTab />);
    const card = await screen.findByRole('article', {
      name: 'Classic Date Night',
    });
    const details = within(card).getByRole('button', {
      name: 'View Details: Classic Date Night',
    });
    const use = within(card).getByRole('button', {
      name: 'Use This Template: Classic Date Night',
    });
    for (const button of [details, use]) {
      expect(button.getAttribute('aria-label')).toMatch(
        new RegExp(`^${button.textContent}`),
      );
    }
    expect(use.parentElement).toBe(details.parentElement);
    expect(use.parentElement).toHaveStyle({ flexWrap: 'wrap' });
  });

  it('asks the server for the chosen category', async () => {
    const seen: string[] = [];
    handlers(seen);
    const { user } = renderWithProviders(<TemplatesTab />);
    await screen.findByRole('article', { name: 'Classic Date Night' });
    await user.click(screen.getByRole('tab', { name: 'BBQ' }));
    expect(
      await screen.findByRole('article', { name: 'BBQ and Brews' }),
    ).toBeInTheDocument();
    expect(seen).toEqual(['all', 'bbq']);
  });

  it('opens details, tracks the view, then creates the plan and opens it', async () => {
    const tracked: unknown[] = [];
    handlers([], tracked);
    let body: unknown;
    server.use(
      http.post('/api/ai/enhanced/templates/use', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            id: 42,
            plan_id: 42,
            template_id: 'classic-date-night',
            message: 'Template applied successfully!',
          },
          { status: 201 },
        );
      }),
    );
    const alertBox = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, router } = renderWithProviders(<TemplatesTab />, {
      extraRoutes: [{ path: '/my-plans', element: <p>My plans page</p> }],
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'View Details: Classic Date Night',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Real Bistro')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Book ahead for groups on weekends.'),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Use This Template' }),
    );
    const start = await screen.findByLabelText(/Start Date/);
    await user.clear(start);
    await user.type(start, '2030-05-04');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    // Said in the page, and read there before the plan opens.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Template applied successfully!$/,
    );
    expect(screen.queryByText('My plans page')).toBeNull();
    expect(alertBox).not.toHaveBeenCalled();
    expect(await screen.findByText('My plans page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?planId=42');
    expect(body).toEqual({
      template_id: 'classic-date-night',
      start_date: '2030-05-04',
    });
    expect(tracked).toEqual([
      {
        feature_name: 'templates',
        action: 'template_view',
        metadata: { template_id: 'classic-date-night' },
      },
      {
        feature_name: 'templates',
        action: 'template_use',
        metadata: { template_id: 'classic-date-night' },
      },
    ]);
  });

  it('keeps the dialog open with the server message when the use fails', async () => {
    handlers([]);
    server.use(
      http.post('/api/ai/enhanced/templates/use', () =>
        HttpResponse.json(
          { detail: 'Start date cannot be in the past' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(<TemplatesTab />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Use This Template: Classic Date Night',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(
      await screen.findByText('Start date cannot be in the past'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks the party templates for a free user before any date is chosen', async () => {
    signInForTest();
    const tracked: unknown[] = [];
    server.use(
      http.get('/api/ai/enhanced/templates', () =>
        HttpResponse.json({
          templates: [
            summary({}),
            summary({
              id: 'bachelor-weekend',
              name: 'Bachelor Weekend',
              is_premium: true,
            }),
          ],
          total: 2,
        }),
      ),
      http.get('/api/premium/check-limits', () =>
        HttpResponse.json(freeAccount('2030-08-31')),
      ),
      http.get('/api/premium/upgrade-prompt/:feature', () =>
        HttpResponse.json({
          feature: 'premium_templates',
          title: 'Premium Templates',
          message: 'Party templates come with Premium.',
          benefits: [],
        }),
      ),
      http.post('/api/premium/track', async ({ request }) => {
        tracked.push(await request.json());
        return HttpResponse.json({ status: 'tracked' }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<TemplatesTab />);
    const lock = await screen.findByRole('button', {
      name: 'Bachelor Weekend: Premium Feature, learn about upgrading',
    });
    expect(within(lock).getByText('Premium Feature')).toBeInTheDocument();
    // Its Use and View buttons are behind the lock; the free one's are not.
    expect(
      screen.queryByRole('button', {
        name: 'Use This Template: Bachelor Weekend',
      }),
    ).toBeNull();
    expect(
      screen.getByRole('button', {
        name: 'Use This Template: Classic Date Night',
      }),
    ).toBeInTheDocument();

    await user.click(lock);
    const dialog = await screen.findByRole('dialog', {
      name: 'Premium Templates',
    });
    for (const name of ['Maybe Later', 'Compare Plans', 'Upgrade Now']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(dialog).queryByLabelText(/Start Date/)).toBeNull();
    expect(tracked).toContainEqual(
      expect.objectContaining({
        feature: 'premium_templates',
        action: 'blocked',
      }),
    );
  });

  it('offers the upgrade when the server refuses a premium template', async () => {
    handlers([]);
    server.use(
      http.post('/api/ai/enhanced/templates/use', () =>
        HttpResponse.json(
          {
            detail:
              'This template is a Premium Feature. Upgrade to Premium to use it.',
          },
          { status: 403 },
        ),
      ),
      http.get('/api/premium/upgrade-prompt/:feature', () =>
        HttpResponse.json({
          feature: 'premium_templates',
          title: 'Premium Templates',
          message: 'Party templates come with Premium.',
          benefits: [],
        }),
      ),
    );
    const { user } = renderWithProviders(<TemplatesTab />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Use This Template: Classic Date Night',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Premium Templates',
    });
    expect(
      within(dialog).getByText(
        'This template is a Premium Feature. Upgrade to Premium to use it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Upgrade Now' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Plan' })).toBeNull();
  });

  it('at the plan limit offers the upgrade instead of Create Plan', async () => {
    signInForTest();
    handlers([]);
    const atLimit = freeAccount('2030-08-31');
    server.use(
      http.get('/api/premium/check-limits', () =>
        HttpResponse.json({
          ...atLimit,
          usage: { ...atLimit.usage, plans_count: 10 },
        }),
      ),
    );
    const { user } = renderWithProviders(<TemplatesTab />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Use This Template: Classic Date Night',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await expectPlanLimitOffer(dialog);
    expect(
      within(dialog).queryByRole('button', { name: 'Create Plan' }),
    ).toBeNull();
  });

  it('offers the upgrade when the server refuses the plan at the limit', async () => {
    signInForTest();
    handlers([]);
    let plans = 9;
    const account = freeAccount('2030-08-31');
    server.use(
      http.get('/api/premium/check-limits', () =>
        HttpResponse.json({
          ...account,
          usage: { ...account.usage, plans_count: plans },
        }),
      ),
      http.post('/api/ai/enhanced/templates/use', () => {
        // Another tab made the tenth plan meanwhile.
        plans = 10;
        return HttpResponse.json(
          {
            detail:
              "You've reached your plans limit. Upgrade to Premium for unlimited access.",
          },
          { status: 403 },
        );
      }),
    );
    const { user } = renderWithProviders(<TemplatesTab />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Use This Template: Classic Date Night',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByRole('link', { name: 'Upgrade to Premium' }),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Limit Reached!'),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Create Plan' }),
    ).toBeNull();
  });

  it('shows the load failure message', async () => {
    server.use(
      http.get('/api/ai/enhanced/templates', () =>
        HttpResponse.json({ detail: 'nope' }, { status: 400 }),
      ),
    );
    renderWithProviders(<TemplatesTab />);
    expect(
      await screen.findByText('Failed to load templates'),
    ).toBeInTheDocument();
  });
});
