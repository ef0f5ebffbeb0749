import { jwtVerify, SignJWT } from 'jose';

export type AccessTokenIssuer = {
  sign: (userId: number) => Promise<string>;
  /** Returns the user id, or undefined for a bad or expired token. */
  verify: (token: string) => Promise<number | undefined>;
};

const ISSUER = 'weekend-planner';

export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
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
        });
        const id = Number(payload.sub);
        return Number.isInteger(id) && id > 0 ? id : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
