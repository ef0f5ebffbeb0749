import { describe, expect, it } from 'vitest';

import { registrationPayload } from './registration-payload';

const VALID = {
  email: 'ann@example.com',
  username: '',
  full_name: '',
  password: 'Secret123',
  confirm_password: 'Secret123',
  accept_terms: true,
};

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
        full_name: ' Ann Lee ',
      }),
    ).toMatchObject({ username: 'ann', full_name: 'Ann Lee' });
  });
});
