import { DEFAULT_PREFERENCES } from '@app/shared/preferences';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/auth-storage';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { OnboardingPage } from './onboarding-page';

function renderFor(names: {
  username: string | null;
  full_name: string | null;
}) {
  server.use(
    http.get('/api/users/me/preferences', () =>
      HttpResponse.json(DEFAULT_PREFERENCES),
    ),
    http.put('/api/users/me/preferences', async ({ request }) =>
      HttpResponse.json({
        ...DEFAULT_PREFERENCES,
        ...((await request.json()) as object),
      }),
    ),
  );
  saveSession('a', 'r', { id: 1, email: 'new@example.com', ...names });
  return renderWithProviders(<OnboardingPage />, {
    path: '/onboarding',
    routePath: '/onboarding',
    extraRoutes: [{ path: '/home', element: <p>Home page</p> }],
  });
}

describe('onboarding greeting', () => {
  it('greets a user who gave no name without making one up', async () => {
    renderFor({ username: null, full_name: '  ' });
    expect(
      await screen.findByText(/^Hi there! A few quick questions/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\bUser\b/)).not.toBeInTheDocument();
  });

  it('greets by the full name, else the username', async () => {
    renderFor({ username: 'ann', full_name: 'Ann Lee' });
    expect(await screen.findByText(/^Hi Ann Lee!/)).toBeInTheDocument();
  });

  it('tells /home it is the first visit, on Skip Setup and on Complete Setup', async () => {
    const skipped = renderFor({ username: 'ann', full_name: null });
    expect(await screen.findByText(/^Hi ann!/)).toBeInTheDocument();
    await skipped.user.click(
      screen.getByRole('button', { name: 'Skip Setup' }),
    );
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(skipped.router.state.location.state).toEqual({ firstVisit: true });
    skipped.unmount();

    const done = renderFor({ username: 'ann', full_name: null });
    await screen.findByText(/^Hi ann!/);
    const click = (name: string) =>
      done.user.click(screen.getByRole('button', { name }));
    await click('Next');
    await click('Shopping');
    for (let i = 0; i < 4; i += 1) await click('Next');
    await click('Complete Setup');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(done.router.state.location.state).toEqual({ firstVisit: true });
  });
});
