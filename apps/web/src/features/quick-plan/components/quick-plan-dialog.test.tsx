import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { buildPlanSummary } from '../../../testing/plan-summary';
import { renderWithProviders } from '../../../testing/render';

import { QuickPlanDialog } from './quick-plan-dialog';

const CHERRY_CREEK = { latitude: 39.7191, longitude: -104.9535 };

function prefs(preferred: string[]) {
  server.use(
    http.get('/api/locations/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const results = q.startsWith('Nowhere')
        ? []
        : [
            {
              name: q,
              type: 'neighborhood',
              formatted_address: `${q}, Denver, CO`,
              ...CHERRY_CREEK,
              activity_id: null,
            },
          ];
      return HttpResponse.json({ query: q, results });
    }),
    http.get('/api/users/me/preferences', () =>
      HttpResponse.json({
        ...DEFAULT_PREFERENCES,
        preferred_activities: preferred,
        default_budget_per_day: 150,
        default_radius: 20,
      }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuickPlanDialog', () => {
  it('needs a location, applies the interest rule and opens the new plan', async () => {
    prefs(['Shopping']);
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/plans', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(buildPlanSummary({ id: 9 }), { status: 201 });
      }),
    );
    const { user } = renderWithProviders(
      <QuickPlanDialog open onClose={() => {}} />,
      { extraRoutes: [{ path: '/plan/:id', element: <p>Plan 9 page</p> }] },
    );
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Create Plan' });
    expect(submit).toBeDisabled();
    expect(
      await within(dialog).findByText('Concerts & Events'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Shopping')).toBeInTheDocument();
    expect(within(dialog).getByText(/Radius 20 miles/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Budget \$150 per day \(\$450 total\)/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Location/), 'Cherry Creek');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Plan 9 page')).toBeInTheDocument();
    // Typed text is geocoded: the plan is centred on Cherry Creek, not downtown.
    expect(body).toMatchObject({
      location: {
        lat: CHERRY_CREEK.latitude,
        lng: CHERRY_CREEK.longitude,
        address: 'Cherry Creek',
      },
      budget_type: 'per_day',
      interests: [
        'Shopping',
        'Food & Dining',
        'Entertainment',
        'Concerts & Events',
      ],
      radius: 32186.8,
      price_range: { min: 0, max: 150 },
    });
    expect((body!.days as string[]).length).toBe(3);
  });

  it('creates one plan when Create Plan is clicked twice', async () => {
    prefs(['Shopping']);
    let posts = 0;
    server.use(
      http.post('/api/plans', async () => {
        posts += 1;
        await delay(200);
        return HttpResponse.json(buildPlanSummary({ id: 9 }), { status: 201 });
      }),
    );
    const { user } = renderWithProviders(
      <QuickPlanDialog open onClose={() => {}} />,
      { extraRoutes: [{ path: '/plan/:id', element: <p>Plan 9 page</p> }] },
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Location/), 'Cherry Creek');
    await user.dblClick(
      within(dialog).getByRole('button', { name: 'Create Plan' }),
    );
    expect(await screen.findByText('Plan 9 page')).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('replaces a 503 failure with the capacity message', async () => {
    prefs(['Shopping', 'Entertainment']);
    server.use(
      http.post('/api/plans', () =>
        HttpResponse.json(
          { detail: 'Service temporarily unavailable' },
          { status: 503 },
        ),
      ),
    );
    const { user } = renderWithProviders(
      <QuickPlanDialog open onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Location/), 'Denver');
    await user.click(
      within(dialog).getByRole('button', { name: 'Create Plan' }),
    );
    expect(
      await within(dialog).findByText(
        /Some activity data services are temporarily at capacity/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  }, 20_000);

  it('shows the server detail, or the default message, for other failures', async () => {
    prefs(['Shopping', 'Entertainment']);
    server.use(
      http.post('/api/plans', () =>
        HttpResponse.json({ detail: 'Plan limit reached' }, { status: 403 }),
      ),
    );
    const { user } = renderWithProviders(
      <QuickPlanDialog open onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Location/), 'Denver');
    await user.click(
      within(dialog).getByRole('button', { name: 'Create Plan' }),
    );
    expect(
      await within(dialog).findByText('Plan limit reached'),
    ).toBeInTheDocument();
  });

  it('uses device coordinates from Locate Me, named by their neighbourhood', async () => {
    prefs([]);
    let body: { location?: unknown } | undefined;
    server.use(
      http.post('/api/plans', async ({ request }) => {
        body = (await request.json()) as { location?: unknown };
        return HttpResponse.json(buildPlanSummary({ id: 3 }), { status: 201 });
      }),
      http.post('/api/locations', () =>
        HttpResponse.json({
          formatted_address: 'Sloan Lake, Denver, CO',
          address: null,
          neighborhood: 'Sloan Lake',
          city: 'Denver',
          state: 'CO',
          latitude: 39.75,
          longitude: -105,
        }),
      ),
    );
    let finish: (() => void) | undefined;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) => {
          finish = () =>
            ok({
              coords: { latitude: 39.75, longitude: -105 },
            } as GeolocationPosition);
        },
      },
    });
    const { user } = renderWithProviders(
      <QuickPlanDialog open onClose={() => {}} />,
      { extraRoutes: [{ path: '/plan/:id', element: <p>Plan 3 page</p> }] },
    );
    const dialog = await screen.findByRole('dialog');
    // A place typed first is replaced: the plan and its label agree.
    await user.type(within(dialog).getByLabelText(/Location/), 'Boulder');
    await user.click(within(dialog).getByRole('button', { name: 'Locate Me' }));
    // Busy, yet keeping keyboard focus.
    const busy = within(dialog).getByRole('button', { name: 'Getting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    finish!();
    expect(
      await within(dialog).findByText('Using your current location'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Location/)).toHaveValue(
        'Sloan Lake, Denver, CO',
      ),
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Create Plan' }),
    );
    expect(await screen.findByText('Plan 3 page')).toBeInTheDocument();
    expect(body!.location).toEqual({
      lat: 39.75,
      lng: -105,
      address: 'Sloan Lake, Denver, CO',
    });
  });

  it('says so when typed text matches no place, and creates nothing', async () => {
    prefs(['Shopping', 'Entertainment']);
    let posted = false;
    server.use(
      http.post('/api/plans', () => {
        posted = true;
        return HttpResponse.json(buildPlanSummary({ id: 1 }), { status: 201 });
      }),
    );
    const { user } = renderWithProviders(
      <QuickPlanDialog open onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Location/), 'Nowhere Town');
    await user.click(
      within(dialog).getByRole('button', { name: 'Create Plan' }),
    );
    expect(
      await within(dialog).findByText(
        "We couldn't find 'Nowhere Town'. Try a neighborhood, city or address.",
      ),
    ).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it("shows the spec's message when location access is denied", async () => {
    prefs([]);
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (
          _ok: PositionCallback,
          fail: PositionErrorCallback,
        ) =>
          fail({
            code: 1,
            message: 'User denied Geolocation',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError),
      },
    });
    const { user } = renderWithProviders(
      <QuickPlanDialog open onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Locate Me' }));
    expect(
      await within(dialog).findByText(
        'Location permission denied. Please enable location services.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/User denied/)).toBeNull();
  });

  it('explains when geolocation is not supported', async () => {
    prefs([]);
    vi.stubGlobal('navigator', { userAgent: 'test', clipboard: undefined });
    const { user } = renderWithProviders(
      <QuickPlanDialog open onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Locate Me' }));
    expect(
      await within(dialog).findByText(
        'Geolocation is not supported by this browser',
      ),
    ).toBeInTheDocument();
  });
});
