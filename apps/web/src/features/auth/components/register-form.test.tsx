import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { getAccessToken } from '../../../lib/auth-storage';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { sessionFor } from '../../../testing/sign-in';

import { RegisterForm } from './register-form';

// Leave room for slow renders on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

const SESSION = sessionFor({ username: null });

function setup() {
  const onRegistered = vi.fn();
  const utils = renderWithProviders(
    <RegisterForm onRegistered={onRegistered} />,
  );
  const field = (label: RegExp | string) => screen.getByLabelText(label);
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      await utils.user.click(field(new RegExp(`^${label}`)));
      await utils.user.paste(value);
    }
  };
  const submit = () =>
    utils.user.click(screen.getByRole('button', { name: 'Create Account' }));
  return { ...utils, field, fill, submit, onRegistered };
}

describe('RegisterForm', () => {
  it('shows the password helper text and a link back to /', () => {
    setup();
    expect(
      screen.getByText(
        'Must be 8+ characters with uppercase, lowercase, and numbers',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /already have an account/i }),
    ).toHaveAttribute('href', '/');
  });

  it('shows every message for an empty form', async () => {
    const { submit, field, onRegistered } = setup();
    await submit();

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(
      screen.getByText('You must agree to the terms and conditions'),
    ).toBeInTheDocument();
    expect(field(/^Email/)).toHaveFocus();
    expect(
      screen.getByRole('checkbox', { name: /agree to the terms/ }),
    ).toHaveAccessibleDescription('You must agree to the terms and conditions');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it.each([
    ['nope', 'Secret123', 'Secret123', 'Email is invalid'],
    ['a@b.co', 'Ab1', 'Ab1', 'Password must be at least 8 characters'],
    [
      'a@b.co',
      'lowercase1',
      'lowercase1',
      'Password must contain uppercase, lowercase, and numeric characters',
    ],
    ['a@b.co', 'Secret123', 'Secret124', 'Passwords do not match'],
  ])(
    'email %s / %s / %s shows %s',
    async (email, password, confirm, message) => {
      const { fill, submit, field } = setup();
      await fill({
        Email: email,
        Password: password,
        'Confirm password': confirm,
      });
      await submit();

      expect(await screen.findByText(message)).toBeInTheDocument();
      const described = [
        field(/^Email/),
        field(/^Password/),
        field(/^Confirm password/),
      ]
        .map((el) => el.getAttribute('aria-invalid'))
        .filter((v) => v === 'true');
      expect(described).toHaveLength(1);
    },
  );

  it('opens the terms over the half-filled form from the keyboard, and returns to it', async () => {
    const { fill, user, field } = setup();
    await fill({ Email: 'ann@example.com', Password: 'Secret123' });
    const checkbox = screen.getByRole('checkbox', {
      name: 'I agree to the terms and conditions',
    });
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('href', '/terms');

    await user.click(field(/^Confirm password/));
    await user.tab();
    await user.tab();
    expect(checkbox).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', {
      name: 'Terms and conditions',
    });
    expect(
      within(dialog).getByRole('heading', { name: 'The activity feed' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Premium is not on sale yet/),
    ).toBeInTheDocument();
    // Its one link opens a new tab, so reading on cannot lose the form.
    expect(
      within(dialog).getByRole('link', { name: /About and Credits/ }),
    ).toHaveAttribute('target', '_blank');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(link).toHaveFocus();
    expect(checkbox).not.toBeChecked();
    expect(field(/^Email/)).toHaveValue('ann@example.com');
    expect(field(/^Password/)).toHaveValue('Secret123');
  });

  it('opens the terms by pointer without ticking the box for the user', async () => {
    const { user } = setup();
    await user.click(
      screen.getByRole('link', { name: 'terms and conditions' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    // The dialog hides the form from the accessibility tree while it is open.
    expect(
      screen.getByRole('checkbox', {
        name: /agree to the terms/,
        hidden: true,
      }),
    ).not.toBeChecked();
  });

  it('clears a field error when that field is edited', async () => {
    const { submit, user, field } = setup();
    await submit();
    await screen.findByText('Email is required');

    await user.type(field(/^Email/), 'a');
    await user.click(
      screen.getByRole('checkbox', { name: /agree to the terms/ }),
    );

    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(
      screen.queryByText('You must agree to the terms and conditions'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('sends empty username and full name as null, then reports success', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(SESSION, { status: 201 });
      }),
    );
    const { fill, submit, user, onRegistered } = setup();
    await fill({
      Email: 'ann@example.com',
      Password: 'Secret123',
      'Confirm password': 'Secret123',
    });
    await user.click(
      screen.getByRole('checkbox', { name: /agree to the terms/ }),
    );
    await submit();

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(body).toEqual({
      email: 'ann@example.com',
      password: 'Secret123',
      username: null,
      full_name: null,
    });
    expect(getAccessToken()).toBe('a');
  });

  it.each([
    [{ detail: 'Email already registered' }, 409, 'Email already registered'],
    [null, 400, 'Registration failed'],
  ])('a failure with %j reads %s', async (payload, status, message) => {
    server.use(
      http.post('/api/auth/register', () =>
        payload
          ? HttpResponse.json(payload, { status })
          : new HttpResponse(null, { status }),
      ),
    );
    const { fill, submit, user, onRegistered } = setup();
    await fill({
      Email: 'ann@example.com',
      Username: 'ann',
      'Full name': 'Ann Lee',
      Password: 'Secret123',
      'Confirm password': 'Secret123',
    });
    await user.click(
      screen.getByRole('checkbox', { name: /agree to the terms/ }),
    );
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
