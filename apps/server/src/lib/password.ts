import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package's enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(
  passwordHash: string,
  password: string,
): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead, so the first unknown-email sign-in is not slower. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing-only');
  return dummyHash;
}

/**
 * Spends the same hashing time as a real check, so an unknown email answers
 * as slowly as a wrong password and timing does not reveal accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
