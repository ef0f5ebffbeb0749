import { DEFAULT_PREFERENCES, type Preferences } from '@app/shared/preferences';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getAccessToken, saveSession } from '../../lib/auth-storage';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';

import { Component as PreferencesRoute } from './preferences';

const USER = {
  id: 1,
  email: 'ann@example.com',
  username: 'ann',
  full_name: null,
};

/** A user who finished onboarding: the editor is where they come back to. */
const SAVED: Preferences = {
  ...DEFAULT_PREFERENCES,
  preferred_activities: ['Shopping', 'Arts & Culture'],
  interests: ['Shopping', 'Arts & Culture'],
};

function renderPage(
  preferences: Preferences = SAVED,
  loadFailure?: { status: number },
) {
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/users/me/preferences', () =>
      loadFailure
        ? HttpResponse.json({ detail: 'x' }, loadFailure)
        : HttpResponse.json(preferences),
    ),
    http.put('/api/users/me/preferences', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return HttpResponse.json({ ...preferences, ...body });
    }),
  );
  saveSession('a', 'r', USER);
  const utils = renderWithProviders(<PreferencesRoute />, {
    path: '/preferences',
    routePath: '/preferences',
    extraRoutes: [
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/', element: <p>Landing page</p> },
    ],
  });
  const save = () =>
    utils.user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  return { ...utils, puts, save };
}

const slider = (name: string) => screen.getByRole('slider', { name });

describe('Edit Preferences', () => {
  it('shows every section with the spec slider ranges and steps', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Interests' });
    for (const name of [
      'Weather',
      'Budget and travel',
      'Dining',
      'Notifications',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    const ranges: [string, string, string, string][] = [
      ['Budget per day', '25', '500', '25'],
      ['Search radius', '5', '50', '5'],
      ['Minimum temperature', '20', '100', '5'],
      ['Maximum temperature', '20', '100', '5'],
      ['Precipitation tolerance', '0', '80', '5'],
    ];
    for (const [name, min, max, step] of ranges) {
      const input = slider(name);
      expect(input).toHaveAttribute('min', min);
      expect(input).toHaveAttribute('max', max);
      expect(input).toHaveAttribute('step', step);
    }
    expect(slider('Budget per day')).toHaveValue('100');
    expect(slider('Search radius')).toHaveValue('15');
  });

  it('displays a stored precipitation tolerance of 0 as 30', async () => {
    renderPage({ ...DEFAULT_PREFERENCES, precipitation_tolerance: 0 });
    await screen.findByRole('heading', { name: 'Weather' });
    expect(slider('Precipitation tolerance')).toHaveValue('30');
    expect(screen.getByText('30%')).toBeInTheDocument();
  });

  it('keeps SMS notifications disabled as coming soon', async () => {
    renderPage();
    const sms = await screen.findByRole('switch', {
      name: 'SMS notifications (coming soon)',
    });
    expect(sms).toBeDisabled();
    expect(
      screen.getByRole('switch', { name: 'Email notifications' }),
    ).toBeEnabled();
  });

  it('accepts only whole minutes up to 120 for max travel time', async () => {
    const { user, save, puts } = renderPage();
    const field = await screen.findByLabelText('Max travel time (minutes)');
    await user.clear(field);
    await user.type(field, '-4a5');
    expect(field).toHaveValue('45');

    await user.clear(field);
    await user.type(field, '121');
    expect(field).toHaveAccessibleDescription(
      'Enter whole minutes from 0 to 120',
    );
    expect(
      screen.getByRole('button', { name: 'Save Preferences' }),
    ).toBeDisabled();

    await user.clear(field);
    await save();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.max_travel_time).toBe(0);
  });

  it('saves lowercase dining choices and slider values, then returns to the dashboard', async () => {
    const { user, save, puts } = renderPage();
    await screen.findByRole('heading', { name: 'Dining' });
    await user.click(screen.getByRole('button', { name: 'Gluten-Free' }));
    await user.click(screen.getByRole('button', { name: 'Middle Eastern' }));
    fireEvent.change(slider('Budget per day'), { target: { value: 250 } });
    await save();

    expect(
      await screen.findByText('Preferences updated successfully!'),
    ).toBeInTheDocument();
    expect(puts[0]).toMatchObject({
      dietary_restrictions: ['gluten-free'],
      cuisine_preferences: ['middle eastern'],
      default_budget_per_day: 250,
    });
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Dashboard page', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      [
        { loc: ['body', 'default_radius'], msg: 'Too far', type: 'x' },
        { loc: [], msg: 'Bad', type: 'x' },
      ],
      'default_radius: Too far, Field: Bad',
    ],
    [[], 'Validation error'],
    [{ code: 7 }, '{"code":7}'],
    ['Nope', 'Nope'],
  ])('formats a save failure detail %j as %s', async (detail, message) => {
    const { save } = renderPage();
    server.use(
      http.put('/api/users/me/preferences', () =>
        HttpResponse.json({ detail }, { status: 422 }),
      ),
    );
    await screen.findByRole('heading', { name: 'Interests' });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('will not save without an activity, which would send the next sign-in back to onboarding', async () => {
    const { user, save, puts } = renderPage();
    const group = await screen.findByRole('group', {
      name: 'Activities you enjoy',
    });
    expect(group).toHaveAccessibleDescription('Choose at least one.');
    const saveButton = screen.getByRole('button', { name: 'Save Preferences' });
    expect(saveButton).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Shopping' }));
    await user.click(screen.getByRole('button', { name: 'Arts & Culture' }));
    expect(saveButton).toBeDisabled();
    expect(saveButton).toHaveAccessibleDescription(
      'Choose at least one activity under Interests to save.',
    );

    await user.click(screen.getByRole('button', { name: 'Entertainment' }));
    expect(saveButton).toBeEnabled();
    expect(
      screen.queryByText(
        'Choose at least one activity under Interests to save.',
      ),
    ).toBeNull();
    await save();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      preferred_activities: ['Entertainment'],
      interests: ['Entertainment'],
    });
  });

  it('asks a user who skipped onboarding to choose an activity before saving', async () => {
    renderPage(DEFAULT_PREFERENCES);
    await screen.findByRole('heading', { name: 'Interests' });
    expect(
      screen.getByRole('button', { name: 'Save Preferences' }),
    ).toBeDisabled();
    expect(
      screen.getByText('Choose at least one activity under Interests to save.'),
    ).toBeInTheDocument();
  });

  it('goes back to the dashboard from the back arrow', async () => {
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Back to dashboard' }),
    );
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('shows the load failure message', async () => {
    renderPage(DEFAULT_PREFERENCES, { status: 404 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load existing preferences',
    );
    expect(
      screen.queryByRole('button', { name: 'Save Preferences' }),
    ).not.toBeInTheDocument();
  });

  it('clears the session and goes to / on a 401 while loading', async () => {
    server.use(
      http.post(
        '/api/auth/refresh',
        () => new HttpResponse(null, { status: 401 }),
      ),
    );
    const { router } = renderPage(DEFAULT_PREFERENCES, { status: 401 });
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(router.state.location.search).toBe('?next=%2Fpreferences');
  });
});
