import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../lib/auth-storage';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';

import { Component as Onboarding } from './onboarding';

const USER = {
  id: 1,
  email: 'ann@example.com',
  username: 'ann',
  full_name: 'Ann Lee',
};

function renderWizard(preferences = DEFAULT_PREFERENCES) {
  const puts: unknown[] = [];
  server.use(
    http.get('/api/users/me/preferences', () => HttpResponse.json(preferences)),
    http.put('/api/users/me/preferences', async ({ request }) => {
      const body = (await request.json()) as object;
      puts.push(body);
      return HttpResponse.json({ ...preferences, ...body });
    }),
  );
  saveSession('a', 'r', USER);
  const utils = renderWithProviders(<Onboarding />, {
    path: '/onboarding',
    routePath: '/onboarding',
    extraRoutes: [
      { path: '/home', element: <p>Home page</p> },
      { path: '/', element: <p>Landing page</p> },
    ],
  });
  const button = (name: string) => screen.getByRole('button', { name });
  const next = () => utils.user.click(button('Next'));
  const chip = (name: string) => screen.getByRole('button', { name });
  return { ...utils, puts, button, next, chip };
}

describe('onboarding wizard', () => {
  it('walks the six steps with Back disabled on the first', async () => {
    const { button, next, chip, user } = renderWizard({
      ...DEFAULT_PREFERENCES,
      dietary_restrictions: ['gluten-free'],
      cuisine_preferences: ['mexican', 'middle eastern'],
    });
    expect(
      await screen.findByRole('heading', { name: 'Welcome' }),
    ).toBeInTheDocument();
    expect(button('Back')).toBeDisabled();

    await next();
    expect(
      screen.getByRole('heading', { name: 'Interests & Activities' }),
    ).toHaveFocus();
    expect(button('Next')).toBeDisabled();
    await user.click(chip('Shopping'));
    expect(chip('Shopping')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Next')).toBeEnabled();

    for (const title of [
      'Budget & Travel',
      'Weather Preferences',
      'Dining Preferences',
      'Finish Setup',
    ]) {
      await next();
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(
      screen.queryByRole('button', { name: 'Next' }),
    ).not.toBeInTheDocument();
    expect(button('Complete Setup')).toBeEnabled();
    // The summary names choices as the chips did, not as they are stored.
    expect(screen.getByText('Gluten-Free')).toBeInTheDocument();
    expect(screen.getByText('Mexican, Middle Eastern')).toBeInTheDocument();

    await user.click(button('Back'));
    expect(
      screen.getByRole('heading', { name: 'Dining Preferences' }),
    ).toBeInTheDocument();
  });

  it('has its sliders say their units, not bare numbers', async () => {
    const { next, chip, user } = renderWizard();
    await screen.findByRole('heading', { name: 'Welcome' });
    await next();
    await user.click(chip('Shopping'));
    await next();
    expect(
      screen.getByRole('slider', { name: 'Budget per day' }),
    ).toHaveAttribute('aria-valuetext', '$100');
    expect(
      screen.getByRole('slider', { name: 'Search radius' }),
    ).toHaveAttribute('aria-valuetext', '15 miles');
    await next();
    expect(
      screen.getByRole('slider', { name: 'Minimum temperature' }),
    ).toHaveAttribute('aria-valuetext', '50°F');
    expect(
      screen.getByRole('slider', { name: 'Precipitation tolerance' }),
    ).toHaveAttribute('aria-valuetext', '30%');
  });

  it('keeps Next disabled while the max travel time is out of range', async () => {
    const { next, chip, user, button } = renderWizard();
    await screen.findByRole('heading', { name: 'Welcome' });
    await next();
    await user.click(chip('Shopping'));
    await next();
    const field = screen.getByLabelText('Max travel time (minutes)');
    await user.clear(field);
    await user.type(field, '500');
    expect(button('Next')).toBeDisabled();
    await user.clear(field);
    await user.type(field, '90');
    expect(button('Next')).toBeEnabled();
  });

  it('Skip Setup goes to /home without saving', async () => {
    const { button, user, puts } = renderWizard();
    await screen.findByRole('heading', { name: 'Welcome' });
    await user.click(button('Skip Setup'));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('Complete Setup saves the choices then goes to /home', async () => {
    const { button, next, chip, user, puts } = renderWizard();
    await screen.findByRole('heading', { name: 'Welcome' });
    await next();
    await user.click(chip('Arts & Culture'));
    await next();
    await next();
    await next();
    await user.click(chip('Vegan'));
    await user.click(chip('Thai'));
    await next();
    await user.click(button('Complete Setup'));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      preferred_activities: ['Arts & Culture'],
      interests: ['Arts & Culture'],
      dietary_restrictions: ['vegan'],
      cuisine_preferences: ['thai'],
      default_budget_per_day: 100,
      max_travel_time: 30,
    });
  });

  it("summarises 5 interests, then '+N more' expands the rest", async () => {
    const { next, chip, user } = renderWizard();
    await screen.findByRole('heading', { name: 'Welcome' });
    await next();
    const picks = [
      'Food & Dining',
      'Outdoor Activities',
      'Arts & Culture',
      'Entertainment',
      'Shopping',
      'Recreational Sports',
      'Bars & Nightlife',
    ];
    for (const name of picks) await user.click(chip(name));
    for (let i = 0; i < 4; i++) await next();

    expect(screen.getByText('Shopping')).toBeInTheDocument();
    expect(screen.queryByText('Recreational Sports')).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Show 2 more interests' }),
    );
    expect(screen.getByText('Recreational Sports')).toBeInTheDocument();
    expect(screen.getByText('Bars & Nightlife')).toBeInTheDocument();
    expect(screen.queryByText('+2 more')).not.toBeInTheDocument();
  });

  it('shows the server detail when saving fails and stays on the wizard', async () => {
    const { next, chip, user, button } = renderWizard();
    server.use(
      http.put('/api/users/me/preferences', () =>
        HttpResponse.json(
          {
            detail: [
              {
                loc: ['body', 'default_radius'],
                msg: 'Too far',
                type: 'too_big',
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    await screen.findByRole('heading', { name: 'Welcome' });
    await next();
    await user.click(chip('Shopping'));
    for (let i = 0; i < 4; i++) await next();
    await user.click(button('Complete Setup'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'default_radius: Too far',
    );
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('goes to /home when activities are already chosen', async () => {
    renderWizard({
      ...DEFAULT_PREFERENCES,
      preferred_activities: ['Shopping'],
    });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('goes to / without a stored session', async () => {
    renderWithProviders(<Onboarding />, {
      path: '/onboarding',
      routePath: '/onboarding',
      extraRoutes: [{ path: '/', element: <p>Landing page</p> }],
    });
    await waitFor(() =>
      expect(screen.getByText('Landing page')).toBeInTheDocument(),
    );
  });
});
