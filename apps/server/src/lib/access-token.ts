import { createSigner, createVerifier } from 'fast-jwt';

/** Who a valid access token speaks for: the user and the session it belongs to. */
type AccessClaims = { userId: number; sessionId: string };

export type AccessTokenIssuer = {
  sign: (claims: AccessClaims) => Promise<string>;
  /** The claims, or undefined for a bad, expired or incomplete token. */
  verify: (token: string) => Promise<AccessClaims | undefined>;
};

const ISSUER = 'weekend-planner';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Verified tokens remembered per process (each until its own expiry). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
): AccessTokenIssuer {
  // HMAC on node:crypto, synchronous; `exp` is set here so tests can issue
  // tokens that have already expired.
  const signer = createSigner({
    key: secret,
    algorithm: 'HS256',
    noTimestamp: true,
  });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    // A token without an expiry or a session could never be revoked.
    requiredClaims: ['exp', 'sub', 'sid'],
    cache: VERIFIED_CACHE_SIZE,
  });
  return {
    sign: async ({ userId, sessionId }) => {
      const now = Math.floor(Date.now() / 1000);
      return signer({
        sub: String(userId),
        sid: sessionId,
        iss: ISSUER,
        iat: now,
        exp: now + ttlSeconds,
      });
    },
    verify: async (token) => {
      try {
        const payload = verifier(token) as Record<string, unknown>;
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || userId <= 0) return undefined;
        if (typeof sessionId !== 'string' || !UUID.test(sessionId)) {
          return undefined;
        }
        return { userId, sessionId };
      } catch {
        return undefined;
      }
    },
  };
}
