import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token for the client (refresh, password reset). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table grants no sessions. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
