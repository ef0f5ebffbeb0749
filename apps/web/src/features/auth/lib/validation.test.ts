import { describe, expect, it } from 'vitest';

import {
  registrationPayload,
  validateRegistration,
  validateSignIn,
  type RegistrationValues,
} from './validation';

const VALID: RegistrationValues = {
  email: 'ann@example.com',
  username: '',
  fullName: '',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
};

describe('validateSignIn', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: '   ', password: 'x' }, { email: 'Email is required' }],
    [{ email: 'ann@', password: 'x' }, { email: 'Email is invalid' }],
    [{ email: 'ann@example', password: 'x' }, { email: 'Email is invalid' }],
    [
      { email: 'ann@example.com', password: '' },
      { password: 'Password is required' },
    ],
    [{ email: 'ann@example.com', password: 'x' }, {}],
  ])('%j -> %j', (values, expected) => {
    expect(validateSignIn(values)).toEqual(expected);
  });
});

describe('validateRegistration', () => {
  it('accepts a valid form', () => {
    expect(validateRegistration(VALID)).toEqual({});
  });

  it.each<[Partial<RegistrationValues>, Record<string, string>]>([
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'nope' }, { email: 'Email is invalid' }],
    [
      { password: '', confirmPassword: '' },
      { password: 'Password is required' },
    ],
    [
      { password: 'Ab1', confirmPassword: 'Ab1' },
      { password: 'Password must be at least 8 characters' },
    ],
    [
      { password: 'alllower1', confirmPassword: 'alllower1' },
      {
        password:
          'Password must contain uppercase, lowercase, and numeric characters',
      },
    ],
    [
      { password: 'ALLUPPER1', confirmPassword: 'ALLUPPER1' },
      {
        password:
          'Password must contain uppercase, lowercase, and numeric characters',
      },
    ],
    [
      { password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' },
      {
        password:
          'Password must contain uppercase, lowercase, and numeric characters',
      },
    ],
    [
      { confirmPassword: 'Secret124' },
      { confirmPassword: 'Passwords do not match' },
    ],
    [
      { acceptTerms: false },
      { acceptTerms: 'You must agree to the terms and conditions' },
    ],
  ])('%j -> %j', (override, expected) => {
    expect(validateRegistration({ ...VALID, ...override })).toEqual(expected);
  });

  it('reports every failing field at once', () => {
    expect(
      Object.keys(
        validateRegistration({
          email: '',
          username: '',
          fullName: '',
          password: '',
          confirmPassword: 'x',
          acceptTerms: false,
        }),
      ),
    ).toEqual(['email', 'password', 'confirmPassword', 'acceptTerms']);
  });
});

describe('registrationPayload', () => {
  it('sends empty optional fields as null and trims the rest', () => {
    expect(registrationPayload(VALID)).toEqual({
      email: 'ann@example.com',
      password: 'Secret123',
      username: null,
      full_name: null,
    });
    expect(
      registrationPayload({
        ...VALID,
        username: ' ann ',
        fullName: ' Ann Lee ',
      }),
    ).toMatchObject({ username: 'ann', full_name: 'Ann Lee' });
  });
});
