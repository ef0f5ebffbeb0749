import { jwtVerify, SignJWT } from 'jose';

/** Who a valid access token speaks for: the user and the session it belongs to. */
export type AccessClaims = { userId: number; sessionId: string };

export type AccessTokenIssuer = {
  sign: (claims: AccessClaims) => Promise<string>;
  /** The claims, or undefined for a bad, expired or incomplete token. */
  verify: (token: string) => Promise<AccessClaims | undefined>;
};

const ISSUER = 'weekend-planner';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          // A token without an expiry or a session could never be revoked.
          requiredClaims: ['exp', 'sub', 'sid'],
        });
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
