import { describe, expect, it } from 'vitest';

import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id and a fresh salt, and verifies', async () => {
    const first = await hashPassword('Weekend2024');
    const second = await hashPassword('Weekend2024');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Weekend2024')).toBe(true);
    expect(await verifyPassword(first, 'weekend2024')).toBe(false);
  });

  it('never matches a malformed hash or the dummy', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyAgainstDummy('dummy-password-for-timing-only')).toBe(
      false,
    );
  });
});
