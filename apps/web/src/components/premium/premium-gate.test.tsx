import type { UserLimits } from '@app/shared/premium';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { readUsageLog } from '../../features/premium/api/track-usage';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { PremiumGate } from './premium-gate';

const limits = (isPremium: boolean, flags = false): UserLimits => ({
  is_premium: isPremium,
  limits: {
    max_plans: isPremium ? 'unlimited' : 10,
    max_favorites: isPremium ? 'unlimited' : 50,
    max_bucket_list: isPremium ? 'unlimited' : 25,
    group_planning: isPremium || flags,
    templates: isPremium || flags,
    enhanced_recommendations: isPremium,
  },
  usage: { plans_count: 0, favorites_count: 0, bucket_list_count: 0 },
  beta_free_until: '2027-08-31',
});

const prompt = {
  feature: 'enhanced_recommendations',
  title: 'Smarter Recommendations',
  message: 'Get personalized picks with Premium.',
  benefits: ['Personalized match scores'],
};

const gated = (feature = 'enhanced_recommendations') => (
  <PremiumGate feature={feature}>
    <button type="button">Open insights</button>
  </PremiumGate>
);

describe('PremiumGate', () => {
  it('lets premium users straight through', async () => {
    signInForTest();
    server.use(
      http.get('/api/premium/check-limits', () =>
        HttpResponse.json(limits(true)),
      ),
    );
    renderWithProviders(gated());
    await waitFor(() =>
      expect(screen.queryByText('Premium Feature')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Open insights' })).toBeEnabled();
  });

  it('shows the content unchanged while the limits load', async () => {
    signInForTest();
    server.use(
      http.get('/api/premium/check-limits', async () => {
        await delay('infinite');
        return HttpResponse.json(limits(false));
      }),
    );
    renderWithProviders(gated());
    expect(
      await screen.findByRole('button', { name: 'Open insights' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Premium Feature')).not.toBeInTheDocument();
  });

  it('passes free users through beta-free features', async () => {
    signInForTest();
    server.use(
      http.get('/api/premium/check-limits', () =>
        HttpResponse.json(limits(false, true)),
      ),
    );
    renderWithProviders(gated('group_planning'));
    await waitFor(() =>
      expect(screen.queryByText('Premium Feature')).not.toBeInTheDocument(),
    );
  });

  it('dims the feature for free users, records blocked, and opens the upgrade dialog', async () => {
    signInForTest();
    const tracked: unknown[] = [];
    server.use(
      http.get('/api/premium/check-limits', () =>
        HttpResponse.json(limits(false)),
      ),
      http.get('/api/premium/upgrade-prompt/:feature', () =>
        HttpResponse.json(prompt),
      ),
      http.post('/api/premium/track', async ({ request }) => {
        tracked.push(await request.json());
        return HttpResponse.json({ status: 'tracked' }, { status: 201 });
      }),
    );
    const { user, router } = renderWithProviders(gated(), {
      extraRoutes: [{ path: '/pricing', element: <p>Pricing page</p> }],
    });
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Open insights' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Premium Feature/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Smarter Recommendations',
    });
    expect(
      within(dialog).getByText('Personalized match scores'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(tracked).toContainEqual(
        expect.objectContaining({
          feature: 'enhanced_recommendations',
          action: 'blocked',
        }),
      ),
    );
    expect(readUsageLog().at(-1)).toMatchObject({ action: 'blocked' });
    expect(
      within(dialog).getByRole('button', { name: 'Maybe Later' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Compare Plans' }),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Upgrade Now' }),
    );
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('names the locked button by what it locks, so gated cards are told apart', async () => {
    renderWithProviders(
      <>
        <PremiumGate feature="premium_templates">
          <h3>Bachelor Party</h3>
        </PremiumGate>
        <PremiumGate feature="premium_templates">
          <h3>Birthday Bash</h3>
        </PremiumGate>
        <PremiumGate feature="group_planning" name="Invite friends">
          <p>Participants</p>
        </PremiumGate>
        <PremiumGate feature="enhanced_recommendations">
          <p>Insights</p>
        </PremiumGate>
      </>,
    );
    expect(
      await screen.findByRole('button', {
        name: 'Bachelor Party: Premium Feature, learn about upgrading',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Birthday Bash: Premium Feature, learn about upgrading',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Invite friends: Premium Feature, learn about upgrading',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Smarter recommendations: Premium Feature, learn about upgrading',
      }),
    ).toBeInTheDocument();
  });

  it('treats anonymous visitors as free', async () => {
    renderWithProviders(gated());
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument();
  });
});

describe('usage event log', () => {
  it('keeps only the last 100 events', async () => {
    server.use(
      http.post('/api/premium/track', () =>
        HttpResponse.json({ status: 'tracked' }, { status: 201 }),
      ),
    );
    const { trackUsage } =
      await import('../../features/premium/api/track-usage');
    for (let i = 0; i < 105; i += 1) {
      await trackUsage('templates', 'view', { i });
    }
    const log = readUsageLog();
    expect(log).toHaveLength(100);
    expect(log[0]?.metadata).toEqual({ i: 5 });
  });
});
