import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  mockGeolocation,
  signInFreeUser,
  SLOW,
} from '../../features/plans/testing/create-plan-page';
import { expectPlanLimitOffer } from '../../features/premium/testing/limit-offer';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';

import { Component as CreatePlan } from './create-plan';

const PLAN_LIMIT =
  "You've reached your plans limit. Upgrade to Premium for unlimited access.";

/**
 * The limit said at the top, before the Location section (the meter), and in
 * place of the Create button: the spec's sentence, Upgrade and Compare Plans.
 */
async function expectLimitOffered() {
  const meter = await screen.findByRole('progressbar', {
    name: 'Plans usage: 10 of 10',
  });
  expect(
    meter.compareDocumentPosition(
      screen.getByRole('region', { name: 'Location' }),
    ) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  const [top, bottom] = screen.getAllByRole('alert');
  expect(top).toHaveTextContent(`Limit Reached!${PLAN_LIMIT}`);
  await expectPlanLimitOffer(bottom!);
  expect(
    screen.queryByRole('button', { name: 'Create My Weekend Plan' }),
  ).not.toBeInTheDocument();
  // Never the developer's wording.
  expect(screen.queryByText(/Server returned/)).not.toBeInTheDocument();
}

describe('Create plan page: the plan limit', () => {
  it(
    'warns at the top before anything is filled in when check-limits says the plan limit is reached',
    async () => {
      signInFreeUser(10);
      renderWithProviders(<CreatePlan />, { path: '/create' });
      await expectLimitOffered();
      // Every field is still there to look at.
      expect(
        screen.getByRole('combobox', { name: 'Location' }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "says the server's refusal at the plan limit in its own words, with the way to Premium",
    async () => {
      // 9 of 10 when the page opens (another tab then takes the last slot);
      // 10 once the refusal has them read again.
      const asked = signInFreeUser(9, 10);
      mockGeolocation({ coords: { latitude: 39.74, longitude: -104.99 } });
      server.use(
        http.post('/api/locations', () =>
          HttpResponse.json({ formatted_address: 'Denver, CO' }),
        ),
        http.post('/api/plans', () =>
          HttpResponse.json({ detail: PLAN_LIMIT }, { status: 403 }),
        ),
      );
      const { user } = renderWithProviders(<CreatePlan />, {
        path: '/create',
      });
      await user.click(await screen.findByRole('button', { name: 'Shopping' }));
      expect(asked).toEqual([9]);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      await user.click(
        screen.getByRole('button', { name: 'Use Current Location' }),
      );
      await screen.findByDisplayValue('Denver, CO');
      await user.click(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      );
      await expectLimitOffered();
      expect(asked).toEqual([9, 10]);
    },
    SLOW,
  );
});
