import type { DbOrTx } from '../../db/client';
import type { AccessTokenIssuer } from '../../lib/access-token';
import { prepareDummyHash } from '../../lib/password';
import type { SessionGate } from '../../lib/sessions';
import type { Mailer } from '../../providers/mail/mailer';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { UsersService } from '../users/users.service';

import { createAuthRateLimits } from './auth.rate-limits';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createPasswordResetService } from './password-reset.service';

/** Sign-in, sessions and password reset. */
export function createAuthFeature(
  deps: FeatureDeps & {
    users: UsersService;
    accessTokens: AccessTokenIssuer;
    sessions: SessionGate;
    mailer: Mailer;
    publicUrl: () => string;
    onSignedOutEverywhere: (tx: DbOrTx, userId: number) => Promise<void>;
  },
) {
  const { config, db, users, sessions, log } = deps;
  const repo = createAuthRepository();
  const service = createAuthService({
    db,
    repo,
    users,
    accessTokens: deps.accessTokens,
    sessions,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    log,
    onSignedOutEverywhere: deps.onSignedOutEverywhere,
  });
  const passwordReset = createPasswordResetService({
    db,
    repo,
    users,
    mailer: deps.mailer,
    sessions,
    publicUrl: deps.publicUrl,
    ttlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
    log,
  });
  return {
    routes: featureRoutes(async (app) => {
      await prepareDummyHash();
      const limits = createAuthRateLimits(app, {
        loginPerMinute: config.AUTH_RATE_LIMIT_LOGIN,
        loginPerIpPerMinute: config.AUTH_RATE_LIMIT_LOGIN_PER_IP,
        registerPerHour: config.AUTH_RATE_LIMIT_REGISTER,
      });
      await app.register(
        authRoutes({ auth: deps.auth, service, passwordReset, limits }),
      );
    }),
  };
}
