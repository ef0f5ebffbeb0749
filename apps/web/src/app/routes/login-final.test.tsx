import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render';
import { sessionFor } from '../../testing/sign-in';

import { Component as LoginFinal } from './login-final';

const SESSION = sessionFor({ username: null });

function renderPage() {
  return renderWithProviders(<LoginFinal />, {
    path: '/login-final',
    routePath: '/login-final',
    extraRoutes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
  });
}

async function submit(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/login-final', () => {
  it('links Create Account to /register', () => {
    renderPage();
    expect(
      screen.getByRole('link', { name: 'Create Account' }),
    ).toHaveAttribute('href', '/register');
  });

  it('goes to /dashboard after signing in', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json(SESSION)));
    const { user } = renderPage();
    await submit(user);
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it("says 'Invalid email or password' when sign-in fails", async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { detail: 'Incorrect email or password' },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderPage();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password',
    );
  });
});
