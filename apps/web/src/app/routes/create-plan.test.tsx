import { DEFAULT_PREFERENCES, type Preferences } from '@app/shared/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { preferencesKeys } from '../../features/preferences/api/preferences-keys';
import { expectPlanLimitOffer } from '../../features/premium/testing/limit-offer';
import { server } from '../../testing/msw-server';
import { freeAccount } from '../../testing/premium';
import { renderWithProviders } from '../../testing/render';
import { signInForTest } from '../../testing/sign-in';

import { Component as CreatePlan } from './create-plan';

const PLAN_LIMIT =
  "You've reached your plans limit. Upgrade to Premium for unlimited access.";

/**
 * The preferences the page reads: the server's defaults (setup skipped)
 * unless a test gives its own, a status for a failure, or waits on `until`.
 */
function servePreferences(
  answer: Partial<Preferences> | number = {},
  until?: Promise<unknown>,
) {
  server.use(
    http.get('/api/users/me/preferences', async () => {
      await until;
      return typeof answer === 'number'
        ? HttpResponse.json({ detail: 'unavailable' }, { status: answer })
        : HttpResponse.json({ ...DEFAULT_PREFERENCES, ...answer });
    }),
  );
}

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

/**
 * Signs in a free user whose check-limits answers these plan counts of 10,
 * one per request (the last repeats); returns the counts as they were asked.
 */
function signIn(...plans: number[]) {
  signInForTest({
    id: 1,
    email: 'a@example.com',
    username: 'a',
    full_name: null,
  });
  const counts = plans.length > 0 ? plans : [3];
  const asked: number[] = [];
  servePreferences();
  server.use(
    http.get('/api/premium/check-limits', () => {
      const count = counts[Math.min(asked.length, counts.length - 1)]!;
      asked.push(count);
      const account = freeAccount('2030-01-01');
      return HttpResponse.json({
        ...account,
        usage: { ...account.usage, plans_count: count },
      });
    }),
  );
  return asked;
}

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

function mockGeolocation(result: {
  coords?: { latitude: number; longitude: number };
  code?: number;
}) {
  const getCurrentPosition = vi.fn(
    (
      ...[ok, fail]: [PositionCallback, PositionErrorCallback, PositionOptions?]
    ) => {
      if (result.coords) ok({ coords: result.coords } as GeolocationPosition);
      else
        fail({
          code: result.code!,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: '',
        } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', {
    value: undefined,
    configurable: true,
  });
});

// The form re-renders MUI sliders and chips on every keystroke: slow in jsdom.
const SLOW = 60_000;

describe('Create plan page', () => {
  it('sends visitors without a session to /, to come back after signing in', async () => {
    const { router } = renderWithProviders(<CreatePlan />, {
      path: '/create',
      routePath: '/create',
      extraRoutes: [{ path: '/', element: <p>Landing</p> }],
    });
    expect(await screen.findByText('Landing')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fcreate');
  });

  it(
    'validates in the spec order and explains a denied location',
    async () => {
      signIn();
      mockGeolocation({ code: 1 });
      const { user } = renderWithProviders(<CreatePlan />, { path: '/create' });
      const submit = await screen.findByRole('button', {
        name: 'Create My Weekend Plan',
      });
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please select at least one interest',
      );
      await user.click(screen.getByRole('button', { name: 'Shopping' }));
      // Fixed, so no longer shown.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Please set a location or use current location',
      );
      server.use(
        http.get('/api/locations/search', ({ request }) =>
          HttpResponse.json({
            query: new URL(request.url).searchParams.get('q'),
            results: [],
          }),
        ),
      );
      await user.type(
        screen.getByRole('textbox', { name: 'Location' }),
        'Nowhere Special',
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(submit);
      // Text that names no place is refused.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Location is required. Please select a location or use current location.',
      );
      await user.click(
        screen.getByRole('button', { name: 'Use Current Location' }),
      );
      expect(
        await screen.findByText(
          'Location permission denied. Please enable location services.',
        ),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'looks up a typed place and centres the plan on it',
    async () => {
      signIn();
      let body: Record<string, unknown> = {};
      server.use(
        http.get('/api/locations/search', () =>
          HttpResponse.json({
            query: 'Cherry Creek',
            results: [
              {
                name: 'Cherry Creek',
                type: 'neighborhood',
                formatted_address: 'Cherry Creek, Denver, CO',
                latitude: 39.7191,
                longitude: -104.9535,
                activity_id: null,
              },
            ],
          }),
        ),
        http.post('/api/plans', async ({ request }) => {
          body = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json({ detail: 'stop here' }, { status: 400 });
        }),
      );
      const { user } = renderWithProviders(<CreatePlan />, { path: '/create' });
      await user.click(await screen.findByRole('button', { name: 'Shopping' }));
      await user.type(
        screen.getByRole('textbox', { name: 'Location' }),
        'Cherry Creek',
      );
      await user.click(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      );
      // Spec 2's wording for a server error.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Server returned 400: stop here',
      );
      expect(body.location).toMatchObject({ lat: 39.7191, lng: -104.9535 });
    },
    SLOW,
  );

  it(
    'warns at the top before anything is filled in when check-limits says the plan limit is reached',
    async () => {
      signIn(10);
      renderWithProviders(<CreatePlan />, { path: '/create' });
      await expectLimitOffered();
      // Every field is still there to look at.
      expect(
        screen.getByRole('textbox', { name: 'Location' }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "says the server's refusal at the plan limit in its own words, with the way to Premium",
    async () => {
      // 9 of 10 when the page opens (another tab then takes the last slot);
      // 10 once the refusal has them read again.
      const asked = signIn(9, 10);
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

  it(
    "shows any other refusal's own words, without the status code",
    async () => {
      signIn();
      mockGeolocation({ coords: { latitude: 39.74, longitude: -104.99 } });
      const refusal = 'Plans in this area are paused for maintenance.';
      server.use(
        http.post('/api/locations', () =>
          HttpResponse.json({ formatted_address: 'Denver, CO' }),
        ),
        http.post('/api/plans', () =>
          HttpResponse.json({ detail: refusal }, { status: 403 }),
        ),
      );
      const { user } = renderWithProviders(<CreatePlan />, {
        path: '/create',
      });
      await user.click(await screen.findByRole('button', { name: 'Shopping' }));
      await user.click(
        screen.getByRole('button', { name: 'Use Current Location' }),
      );
      await screen.findByDisplayValue('Denver, CO');
      await user.click(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        new RegExp(`^${refusal}$`),
      );
      // Not the limit: trying again stays possible.
      expect(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      ).toBeEnabled();
    },
    SLOW,
  );

  it(
    'creates the plan from the current location and opens it',
    async () => {
      signIn();
      const geo = mockGeolocation({
        coords: { latitude: 39.74, longitude: -104.99 },
      });
      let body: Record<string, unknown> = {};
      server.use(
        http.post('/api/locations', () =>
          HttpResponse.json({
            formatted_address: '200 E Colfax Ave, Denver, CO',
          }),
        ),
        http.post('/api/plans', async ({ request }) => {
          body = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json(
            {
              id: 42,
              title: body.name,
              name: body.name,
              template: 'manual',
              location: { lat: 39.74, lng: -104.99, address: null },
              days: body.days,
              start_date: (body.days as string[])[0],
              end_date: (body.days as string[])[2],
              interests: body.interests,
              radius: body.radius,
              budget: 200,
              budget_type: 'total',
              price_range: { min: 0, max: 200 },
              ai_prompt: 'tacos',
              activity_count: 12,
              created_at: '2026-11-22T00:00:00.000Z',
            },
            { status: 201 },
          );
        }),
      );
      const { user } = renderWithProviders(<CreatePlan />, {
        path: '/create',
        routePath: '/create',
        extraRoutes: [{ path: '/plan/:id', element: <p>Plan page</p> }],
      });
      await user.click(
        await screen.findByRole('button', { name: 'Food & Dining' }),
      );
      await user.click(
        screen.getByRole('button', {
          name: 'Outdoor Activities subcategories',
        }),
      );
      await user.click(
        await screen.findByRole('menuitemcheckbox', { name: 'Parks' }),
      );
      await user.keyboard('{Escape}');
      await user.click(
        screen.getByRole('button', { name: 'Use Current Location' }),
      );
      expect(
        await screen.findByDisplayValue('200 E Colfax Ave, Denver, CO'),
      ).toBeInTheDocument();
      // Focus stays where the user was, through the wait.
      expect(
        screen.getByRole('button', { name: 'Use Current Location' }),
      ).toHaveFocus();
      expect(geo.mock.calls[0]![2]).toEqual({
        enableHighAccuracy: true,
        timeout: 5000,
        maximumAge: 0,
      });
      await user.type(
        screen.getByLabelText(/Describe your ideal weekend/),
        'tacos',
      );
      await user.click(
        screen.getByRole('button', { name: 'Create My Weekend Plan' }),
      );
      expect(await screen.findByText('Plan page')).toBeInTheDocument();
      expect(body).toMatchObject({
        template: 'manual',
        interests: ['food', 'outdoors: Parks'],
        location: {
          lat: 39.74,
          lng: -104.99,
          address: '200 E Colfax Ave, Denver, CO',
        },
        radius: 15 * 1609.34,
        price_range: { min: 0, max: 200 },
        budget: 200,
        budget_type: 'total',
        ai_prompt: 'tacos',
      });
      expect((body.days as string[]).length).toBe(3);
      expect(body.name).toMatch(
        /^(Morning|Afternoon|Evening) Food and Dining Plan - /,
      );
    },
    SLOW,
  );
  it(
    'starts from the preferences set in onboarding',
    async () => {
      signIn();
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
      signIn();
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
      signIn();
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
