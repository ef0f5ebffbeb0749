import { describe, expect, it } from 'vitest';

import {
  AUTH_MESSAGES,
  confirmPasswordError,
  firstNameOf,
  loginInputSchema,
  registerFormSchema,
  registerInputSchema,
  resetPasswordFormSchema,
  termsError,
} from './auth';
import { VALID_REGISTRATION } from './auth-fixtures';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('loginInputSchema', () => {
  it('requires an email and a password', () => {
    expect(
      messages(loginInputSchema.safeParse({ email: '', password: '' })),
    ).toEqual(['email: Email is required', 'password: Password is required']);
  });

  it('reports missing fields with the required messages', () => {
    expect(messages(loginInputSchema.safeParse({}))).toEqual([
      'email: Email is required',
      'password: Password is required',
    ]);
    expect(
      messages(loginInputSchema.safeParse({ email: 42, password: 'x' })),
    ).toEqual(['email: Invalid input: expected string, received number']);
  });

  it('rejects an email that does not look like an address', () => {
    for (const email of ['bob', 'bob@', 'bob@example', 'a b@c.de']) {
      expect(
        messages(loginInputSchema.safeParse({ email, password: 'x' })),
      ).toEqual(['email: Email is invalid']);
    }
  });

  it('normalises the email', () => {
    const parsed = loginInputSchema.parse({
      email: '  Bob@Example.COM ',
      password: 'x',
    });
    expect(parsed.email).toBe('bob@example.com');
  });
});

describe('registerInputSchema', () => {
  const base = { email: 'a@b.co', password: 'Abcdefg1' };

  it.each([
    ['', AUTH_MESSAGES.passwordRequired],
    ['Abc1', 'Password must be at least 8 characters'],
    [
      'abcdefgh1',
      'Password must contain uppercase, lowercase, and numeric characters',
    ],
    ['ABCDEFGH1', AUTH_MESSAGES.passwordComplexity],
    ['Abcdefghi', AUTH_MESSAGES.passwordComplexity],
    [`Aa1${'x'.repeat(200)}`, AUTH_MESSAGES.passwordTooLong],
  ])('password %j -> one message', (password, message) => {
    expect(
      messages(registerInputSchema.safeParse({ ...base, password })),
    ).toEqual([`password: ${message}`]);
  });

  it('sends empty username and full name as null, and leaves an absent one out', () => {
    const parsed = registerInputSchema.parse({
      ...base,
      username: '  ',
      full_name: '',
    });
    expect(parsed.username).toBeNull();
    expect(parsed.full_name).toBeNull();
    expect(registerInputSchema.parse(base).username).toBeUndefined();
  });

  it('keeps trimmed names', () => {
    const parsed = registerInputSchema.parse({
      ...base,
      username: ' sam ',
      full_name: ' Sam Lee ',
    });
    expect(parsed).toMatchObject({ username: 'sam', full_name: 'Sam Lee' });
  });
});

describe('registration form rules', () => {
  const form = {
    email: 'a@b.co',
    password: 'Abcdefg1',
    confirm_password: 'Abcdefg1',
    accept_terms: true,
  };

  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(form).success).toBe(true);
  });

  it('reports mismatched confirmation and unaccepted terms', () => {
    expect(
      messages(
        registerFormSchema.safeParse({
          ...form,
          confirm_password: 'Abcdefg2',
          accept_terms: false,
        }),
      ).sort(),
    ).toEqual([
      'accept_terms: You must agree to the terms and conditions',
      'confirm_password: Passwords do not match',
    ]);
  });

  it('exposes the pure helpers', () => {
    expect(confirmPasswordError('a', 'a')).toBeNull();
    expect(confirmPasswordError('a', 'b')).toBe('Passwords do not match');
    expect(termsError(true)).toBeNull();
    expect(termsError(false)).toBe(
      'You must agree to the terms and conditions',
    );
  });
});

/** One message per field, keyed by the field's path, as a form shows them. */
const fieldMessages = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    found[issue.path.join('.')] ??= issue.message;
  }
  return found;
};

describe('sign-in form messages', () => {
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
    expect(fieldMessages(loginInputSchema.safeParse(values))).toEqual(expected);
  });
});

describe('registration form messages', () => {
  const VALID = VALID_REGISTRATION;
  const complexity =
    'Password must contain uppercase, lowercase, and numeric characters';

  it('accepts a valid form', () => {
    expect(fieldMessages(registerFormSchema.safeParse(VALID))).toEqual({});
  });

  it.each<[Partial<typeof VALID>, Record<string, string>]>([
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'nope' }, { email: 'Email is invalid' }],
    [
      { password: '', confirm_password: '' },
      { password: 'Password is required' },
    ],
    [
      { password: 'Ab1', confirm_password: 'Ab1' },
      { password: 'Password must be at least 8 characters' },
    ],
    [
      { password: 'alllower1', confirm_password: 'alllower1' },
      { password: complexity },
    ],
    [
      { password: 'ALLUPPER1', confirm_password: 'ALLUPPER1' },
      { password: complexity },
    ],
    [
      { password: 'NoDigitsHere', confirm_password: 'NoDigitsHere' },
      { password: complexity },
    ],
    [
      { confirm_password: 'Secret124' },
      { confirm_password: 'Passwords do not match' },
    ],
    [
      { accept_terms: false },
      { accept_terms: 'You must agree to the terms and conditions' },
    ],
    [{ username: ` ${'u'.repeat(30)} ` }, {}],
    [
      { username: 'u'.repeat(31) },
      {
        username:
          'Username must be 3 to 30 letters, digits, dots or underscores',
      },
    ],
    [
      { full_name: 'f'.repeat(101) },
      { full_name: 'Full name must be at most 100 characters' },
    ],
  ])('%j -> %j', (override, expected) => {
    expect(
      fieldMessages(registerFormSchema.safeParse({ ...VALID, ...override })),
    ).toEqual(expected);
  });

  it('reports every failing field at once', () => {
    expect(
      Object.keys(
        fieldMessages(
          registerFormSchema.safeParse({
            email: '',
            username: '',
            full_name: '',
            password: '',
            confirm_password: 'x',
            accept_terms: false,
          }),
        ),
      ),
    ).toEqual(['email', 'password', 'accept_terms', 'confirm_password']);
  });
});

describe('reset-password form messages', () => {
  it.each([
    ['', '', { password: 'Password is required' }],
    ['Ab1', 'Ab1', { password: 'Password must be at least 8 characters' }],
    ['Secret123', 'Secret124', { confirm_password: 'Passwords do not match' }],
    ['Secret123', 'Secret123', {}],
  ])('%s / %s -> %j', (password, confirm, expected) => {
    expect(
      fieldMessages(
        resetPasswordFormSchema.safeParse({
          password,
          confirm_password: confirm,
        }),
      ),
    ).toEqual(expected);
  });
});

describe('firstNameOf', () => {
  it('takes the first word of the full name', () => {
    expect(firstNameOf(' Ada  Lovelace ')).toBe('Ada');
    expect(firstNameOf('')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });
});
