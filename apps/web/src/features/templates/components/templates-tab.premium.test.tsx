import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { freeAccount } from '../../../testing/premium';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';
import { expectPlanLimitOffer } from '../../premium/testing/limit-offer';
import { handlers, summary } from '../testing/templates-backend';

import { TemplatesTab } from './templates-tab';

describe('TemplatesTab, premium templates and the plan limit', () => {
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
});
