import type { Preferences } from '@app/shared/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  mockGeolocation,
  servePreferences,
  signInFreeUser,
  SLOW,
} from '../../features/plans/testing/create-plan-page';
import { preferencesKeys } from '../../features/preferences/api/preferences-keys';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';

import { Component as CreatePlan } from './create-plan';

/** What onboarding saved in the walkthrough: Food, Arts, Bars, $50/day, 5 miles. */
const ONBOARDED: Partial<Preferences> = {
  preferred_activities: ['Food & Dining', 'Arts & Culture', 'Bars & Nightlife'],
  interests: ['Food & Dining', 'Arts & Culture', 'Bars & Nightlife'],
  default_budget_per_day: 50,
  preferred_budget_type: 'per_day',
  default_radius: 5,
};

/** The interest chips shown as selected. */
const selectedInterests = () =>
  within(screen.getByRole('group', { name: 'Interests' }))
    .getAllByRole('button', { pressed: true })
    .map((chip) => chip.textContent);

describe("Create plan page: starting from the user's preferences", () => {
  it(
    'starts from the preferences set in onboarding',
    async () => {
      signInFreeUser();
      servePreferences(ONBOARDED);
      mockGeolocation({ coords: { latitude: 39.74, longitude: -104.99 } });
      let body: Record<string, unknown> = {};
      server.use(
        http.post('/api/locations', () =>
          HttpResponse.json({ formatted_address: 'Denver, CO' }),
        ),
        http.post('/api/plans', async ({ request }) => {
          body = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ detail: 'stop here' }, { status: 400 });
        }),
      );
      const { user } = renderWithProviders(<CreatePlan />, {
        path: '/create',
      });
      expect(await screen.findByText('Budget: $50')).toBeInTheDocument();
      expect(selectedInterests()).toEqual([
        'Food & Dining',
        'Arts & Culture',
        'Bars & Nightlife',
      ]);
      expect(
        screen.getByRole('combobox', { name: 'Budget Type' }),
      ).toHaveTextContent('Per Day');
      expect(screen.getByText('Search Radius: 5 miles')).toBeInTheDocument();

      await user.click(
        screen.getByRole('button', { name: 'Use Current Location' }),
      );
      await screen.findByDisplayValue('Denver, CO');
      await user.click(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      );
      await screen.findByText('Server returned 400: stop here');
      expect(body).toMatchObject({
        interests: ['food', 'arts', 'nightlife'],
        budget: 50,
        budget_type: 'per_day',
        radius: 5 * 1609.34,
      });
    },
    SLOW,
  );

  it(
    'keeps what the user changed before the preferences arrived',
    async () => {
      signInFreeUser();
      let release!: () => void;
      servePreferences(
        ONBOARDED,
        new Promise<void>((resolve) => (release = resolve)),
      );
      const { user } = renderWithProviders(<CreatePlan />, {
        path: '/create',
      });
      await user.click(await screen.findByRole('button', { name: 'Shopping' }));
      await user.click(
        await screen.findByRole('combobox', { name: 'Budget Type' }),
      );
      await user.click(
        await screen.findByRole('option', { name: 'Per Person' }),
      );
      release();

      // The fields left alone take the preferences...
      expect(await screen.findByText('Budget: $50')).toBeInTheDocument();
      expect(screen.getByText('Search Radius: 5 miles')).toBeInTheDocument();
      // ...the ones changed keep the user's choice.
      expect(selectedInterests()).toEqual(['Shopping']);
      expect(
        screen.getByRole('combobox', { name: 'Budget Type' }),
      ).toHaveTextContent('Per Person');
    },
    SLOW,
  );

  it.each([
    ['setup was skipped', {}, 'success'],
    ['the preferences cannot be read', 404, 'error'],
  ] as const)(
    "starts from spec 2's defaults when %s",
    async (_case, answer, status) => {
      signInFreeUser();
      servePreferences(answer);
      const { queryClient } = renderWithProviders(<CreatePlan />, {
        path: '/create',
      });
      // Only once the answer is in does 'still the defaults' say anything.
      await waitFor(() =>
        expect(queryClient.getQueryState(preferencesKeys.mine())?.status).toBe(
          status,
        ),
      );
      expect(await screen.findByText('Budget: $200')).toBeInTheDocument();
      expect(
        screen.getByRole('combobox', { name: 'Budget Type' }),
      ).toHaveTextContent('Total');
      expect(screen.getByText('Search Radius: 15 miles')).toBeInTheDocument();
      expect(
        within(screen.getByRole('group', { name: 'Interests' })).queryAllByRole(
          'button',
          { pressed: true },
        ),
      ).toHaveLength(0);
    },
    SLOW,
  );
});
