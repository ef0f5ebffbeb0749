import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { hashPassword } from '../../lib/password';
import type { SessionGate } from '../../lib/sessions';
import type { Mailer } from '../../providers/mail/mailer';
import type { UsersService } from '../users/users.service';

import type { AuthRepository } from './auth.repository';
import { digestToken, newOpaqueToken } from './auth.tokens';

const INVALID_RESET_TOKEN =
  'This password reset link is invalid or has expired. Please request a new one.';

export type PasswordResetDeps = {
  db: Db;
  repo: AuthRepository;
  users: UsersService;
  mailer: Mailer;
  sessions: SessionGate;
  /** The site's absolute base URL (PUBLIC_URL or the listening address). */
  publicUrl: () => string;
  ttlMinutes: number;
  log: FastifyBaseLogger;
  now?: () => Date;
};

function resetMail(link: string, ttlMinutes: number) {
  return [
    'Someone asked to reset the password of your Weekend Planner account.',
    '',
    `Choose a new password here (the link works once, for ${ttlMinutes} minutes):`,
    link,
    '',
    'If it was not you, ignore this message; your password stays the same.',
  ].join('\n');
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, repo, users } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Creates a single-use token and mails the link. Unknown emails do
     * nothing, and the caller answers the same either way.
     */
    async requestReset(email: string) {
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = newOpaqueToken();
      await repo.insertResetToken(db, {
        userId: user.id,
        tokenHash: digestToken(token),
        expiresAt: new Date(now().getTime() + deps.ttlMinutes * 60_000),
      });
      const link = `${deps.publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
      // Not awaited: SMTP latency would reveal that the account exists.
      deps.mailer
        .send({
          to: user.email,
          subject: 'Reset your Weekend Planner password',
          text: resetMail(link, deps.ttlMinutes),
        })
        .catch((error: unknown) =>
          deps.log.error({ err: error }, 'password reset mail failed'),
        );
    },

    /** Sets the new password and ends every session of the account. */
    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const time = now();
      const done = await db.transaction(async (tx) => {
        const row = await repo.consumeResetToken(tx, digestToken(token), time);
        if (!row) return undefined;
        await users.setPasswordHash(row.userId, passwordHash, tx);
        await repo.expireResetTokensForUser(tx, row.userId, time);
        await repo.revokeAllForUser(tx, row.userId, time);
        return row.userId;
      });
      if (!done) throw AppError.badRequest(INVALID_RESET_TOKEN);
      await deps.sessions.revoked({ userId: done });
    },
  };
}

export type PasswordResetService = ReturnType<
  typeof createPasswordResetService
>;
