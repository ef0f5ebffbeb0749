import { configure, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { getAccessToken, getStoredUser } from '../../../lib/auth-storage';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { SignInForm } from './sign-in-form';

// Leave room for slow renders on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

const SESSION = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  user: {
    id: 7,
    email: 'ann@example.com',
    username: 'ann',
    full_name: 'Ann Lee',
    first_name: 'Ann',
  },
};

function renderForm(onSignedIn = vi.fn()) {
  const utils = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
  const email = () => screen.getByLabelText('Email');
  const password = () => screen.getByLabelText('Password');
  const submit = () => screen.getByRole('button', { name: 'Start Planning' });
  return { ...utils, email, password, submit, onSignedIn };
}

describe('SignInForm validation', () => {
  it('requires email and password and ties the messages to the fields', async () => {
    const { user, email, password, submit, onSignedIn } = renderForm();
    await user.click(submit());

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('rejects an address that does not look like one', async () => {
    const { user, email, password, submit } = renderForm();
    await user.type(email(), 'not-an-email');
    await user.type(password(), 'secret');
    await user.click(submit());

    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('clears a field error when that field is edited', async () => {
    const { user, email, submit } = renderForm();
    await user.click(submit());
    await screen.findByText('Email is required');

    await user.type(email(), 'a');

    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});

describe('SignInForm submission', () => {
  it('posts form data, stores the session and reports success', async () => {
    let body = '';
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.text();
        await delay(50);
        return HttpResponse.json(SESSION);
      }),
    );
    const { user, email, password, submit, onSignedIn } = renderForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'Secret123');
    await user.click(submit());

    expect(
      await screen.findByRole('button', { name: 'Signing In...' }),
    ).toBeDisabled();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(new URLSearchParams(body).get('username')).toBe('ann@example.com');
    expect(new URLSearchParams(body).get('password')).toBe('Secret123');
    expect(getAccessToken()).toBe('access-1');
    expect(getStoredUser()?.full_name).toBe('Ann Lee');
  });

  it("shows the server's detail for wrong credentials", async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { detail: 'Incorrect email or password' },
          { status: 401 },
        ),
      ),
    );
    const { user, email, password, submit, onSignedIn } = renderForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'wrong');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect email or password',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it("falls back to 'Login failed' without a detail", async () => {
    server.use(
      http.post(
        '/api/auth/login',
        () => new HttpResponse(null, { status: 400 }),
      ),
    );
    const { user, email, password, submit } = renderForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'x');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('reports a network problem', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    const { user, email, password, submit } = renderForm();
    await user.type(email(), 'ann@example.com');
    await user.type(password(), 'x');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please try again.',
    );
  });
});

describe('SignInForm extras', () => {
  it('shows a notice above the form', () => {
    renderWithProviders(
      <SignInForm
        onSignedIn={vi.fn()}
        notice={{
          text: 'You have been signed out successfully.',
          severity: 'success',
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have been signed out successfully.',
    );
  });

  it('fills the demo credentials on request', async () => {
    const { user } = renderWithProviders(
      <SignInForm onSignedIn={vi.fn()} showTestCredentials />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Fill Test Credentials' }),
    );

    expect(screen.getByLabelText('Email')).toHaveValue(
      'demo@weekendplanner.test',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('DemoPass123');
  });
});
