import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The configured JWT secret, else one generated once and kept in the data
 * directory so tokens survive restarts of `npm start`.
 */
export function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
) {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
