import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AccessTokenIssuer } from '../../lib/access-token';
import { createMailerFromConfig } from '../../lib/mailer';
import { prepareDummyHash } from '../../lib/password';
import type { SessionGate } from '../../lib/sessions';
import type { AuthHooks } from '../../plugins/auth';
import {
  createKeptPreferences,
  type KeptPreferencesOptions,
} from '../preferences/kept-preferences';
import { createPreferencesRepository } from '../preferences/preferences.repository';
import { preferencesRoutes } from '../preferences/preferences.routes';
import { createPreferencesService } from '../preferences/preferences.service';
import { createUsersRepository } from '../users/users.repository';
import { usersRoutes } from '../users/users.routes';
import { createUsersService } from '../users/users.service';

import { createAuthRateLimits } from './auth.rate-limits';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createPasswordResetService } from './password-reset.service';

/**
 * Wires accounts (users, sign-in, sessions, password reset, preferences)
 * and returns the services other features may call.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    auth: AuthHooks;
    accessTokens: AccessTokenIssuer;
    sessions: SessionGate;
    publicUrl: () => string;
    /** Where preferences may be kept per process; absent: never. */
    keptPreferences?: Omit<KeptPreferencesOptions, 'log'>;
  },
) {
  const { config, db, auth } = deps;
  await prepareDummyHash();
  const mailer = createMailerFromConfig(config, db, app.log);
  app.addHook('onClose', async () => mailer.close());

  const users = createUsersService(createUsersRepository(db));
  const authRepo = createAuthRepository(db);
  const service = createAuthService({
    db,
    repo: authRepo,
    users,
    accessTokens: deps.accessTokens,
    sessions: deps.sessions,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    log: app.log,
  });
  const passwordReset = createPasswordResetService({
    db,
    repo: authRepo,
    users,
    mailer,
    sessions: deps.sessions,
    publicUrl: deps.publicUrl,
    ttlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
    log: app.log,
  });
  const limits = createAuthRateLimits(app, {
    loginPerMinute: config.AUTH_RATE_LIMIT_LOGIN,
    loginPerIpPerMinute: config.AUTH_RATE_LIMIT_LOGIN_PER_IP,
    registerPerHour: config.AUTH_RATE_LIMIT_REGISTER,
  });
  const kept = deps.keptPreferences
    ? createKeptPreferences({ ...deps.keptPreferences, log: app.log })
    : undefined;
  if (kept) app.addHook('onClose', async () => kept.close());
  const preferences = createPreferencesService({
    db,
    repo: createPreferencesRepository(db),
    kept,
  });

  await app.register(
    authRoutes({
      auth,
      service,
      passwordReset,
      limits,
    }),
  );
  await app.register(usersRoutes({ auth, users }));
  await app.register(preferencesRoutes({ auth, service: preferences }));
  return { users, preferences };
}
