import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { freeAccount } from '../../../testing/premium';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { PricingPage } from './pricing-page';

const tiers = {
  free: { max_plans: 10, max_favorites: 50, max_bucket_list: 25 },
  beta_free_until: '2027-08-31',
};

const launchList = (onList: boolean) =>
  http.get('/api/premium/launch-list', () =>
    HttpResponse.json({ on_list: onList }),
  );

function trackOk() {
  return http.post('/api/premium/track', () =>
    HttpResponse.json({ status: 'tracked' }, { status: 201 }),
  );
}

/**
 * Signs in a free user, on the launch list or not, whose Upgrade Now is
 * answered with `upgrade`; returns how many times it has been asked so far.
 */
function signedInFreeUser(onList: boolean, upgrade: object) {
  signInForTest();
  let joined = 0;
  server.use(
    http.get('/api/premium/tiers', () => HttpResponse.json(tiers)),
    http.get('/api/premium/check-limits', () =>
      HttpResponse.json(freeAccount('2027-08-31')),
    ),
    launchList(onList),
    http.post('/api/ai/enhanced/premium-upgrade', () => {
      joined += 1;
      return HttpResponse.json(upgrade);
    }),
    trackOk(),
  );
  return () => joined;
}

describe('PricingPage', () => {
  it('shows the comparison table with the free caps and no price', async () => {
    server.use(http.get('/api/premium/tiers', () => HttpResponse.json(tiers)));
    const { container } = renderWithProviders(<PricingPage />, {
      path: '/pricing',
    });
    const table = await screen.findByRole('table', { name: 'Compare Plans' });
    expect(container.querySelector('#feature-comparison')).toContainElement(
      table,
    );
    expect(await within(table).findByText('Up to 50')).toBeInTheDocument();
    const favorites = within(table).getByRole('row', { name: /^Favorites/ });
    expect(within(favorites).getByText('Up to 50')).toBeInTheDocument();
    expect(within(favorites).getByText('Unlimited')).toBeInTheDocument();
    expect(
      within(table).getAllByText(
        'Free during the beta (until August 31, 2027)',
      ),
    ).toHaveLength(2);
    expect(container.textContent).not.toMatch(/\$\d/);
  });

  it('joins the launch list from Upgrade Now, then says so on the button it keeps focused', async () => {
    const joined = signedInFreeUser(false, {
      status: 'added',
      message: "You're on the launch list.",
    });
    const { user } = renderWithProviders(<PricingPage />);
    expect(await screen.findByText('Your current plan')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Upgrade Now (coming soon)' }),
    );
    expect(
      await screen.findByText("You're on the launch list."),
    ).toBeInTheDocument();
    const joinedButton = screen.getByRole('button', {
      name: "You're on the launch list",
    });
    expect(joinedButton).toHaveFocus();
    expect(joinedButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(joinedButton);
    expect(joined()).toBe(1);
  });

  it('reads the stored launch list state, so a reload still says the user is on it', async () => {
    const joined = signedInFreeUser(true, {
      status: 'already_on_list',
      message: 'x',
    });
    const { user } = renderWithProviders(<PricingPage />, { path: '/pricing' });
    const button = await screen.findByRole('button', {
      name: "You're on the launch list",
    });
    expect(
      screen.getByText("We'll let you know when Premium is available."),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Upgrade Now (coming soon)' }),
    ).toBeNull();
    await user.click(button);
    expect(joined()).toBe(0);
  });

  it('asks anonymous visitors to sign in to join, in the words the rest of the app uses', async () => {
    server.use(
      http.get('/api/premium/tiers', () => HttpResponse.json(tiers)),
      trackOk(),
    );
    const { user } = renderWithProviders(<PricingPage />, { path: '/pricing' });
    await user.click(
      await screen.findByRole('button', { name: 'Upgrade Now (coming soon)' }),
    );
    expect(
      await screen.findByText(
        'Premium is coming soon. Sign in to join the launch list.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/log in/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fpricing',
    );
  });
});
