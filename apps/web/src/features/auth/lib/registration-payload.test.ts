import { VALID_REGISTRATION } from '@app/shared/auth-fixtures';
import { describe, expect, it } from 'vitest';

import { registrationPayload } from './registration-payload';

const VALID = VALID_REGISTRATION;

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
