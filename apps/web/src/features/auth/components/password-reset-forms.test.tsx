import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

// Leave room for slow renders on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

describe('ForgotPasswordForm', () => {
  it('validates the email before sending', async () => {
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email is required',
    );

    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  });

  it('always says a link was sent if the account exists', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/forgot-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'accepted' }, { status: 202 });
      }),
    );
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), ' ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that email, we have sent a link to reset your password.',
    );
    expect(body).toEqual({ email: 'ann@example.com' });
  });

  it('shows a rate-limit answer from the server', async () => {
    server.use(
      http.post('/api/auth/forgot-password', () =>
        HttpResponse.json({ detail: 'Too many attempts' }, { status: 429 }),
      ),
    );
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts',
    );
  });
});

describe('ResetPasswordForm', () => {
  function setup() {
    const onReset = vi.fn();
    const utils = renderWithProviders(
      <ResetPasswordForm token="tok-1" onReset={onReset} />,
    );
    const submit = () =>
      utils.user.click(
        screen.getByRole('button', { name: 'Set new password' }),
      );
    return { ...utils, onReset, submit };
  }

  it.each([
    ['', '', 'Password is required'],
    ['Ab1', 'Ab1', 'Password must be at least 8 characters'],
    [
      'alllower1',
      'alllower1',
      'Password must contain uppercase, lowercase, and numeric characters',
    ],
    ['Secret123', 'Secret124', 'Passwords do not match'],
  ])('%s / %s shows %s', async (password, confirm, message) => {
    const { user, submit, onReset } = setup();
    if (password)
      await user.type(screen.getByLabelText('New password'), password);
    if (confirm)
      await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('sends the token with the new password', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { user, submit, onReset } = setup();
    await user.type(screen.getByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret123');
    await submit();

    await waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(body).toEqual({ token: 'tok-1', password: 'Secret123' });
  });

  it('shows why an expired link failed', async () => {
    server.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json(
          { detail: 'This reset link is invalid or has expired' },
          { status: 400 },
        ),
      ),
    );
    const { user, submit } = setup();
    await user.type(screen.getByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Secret123');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired',
    );
  });
});
