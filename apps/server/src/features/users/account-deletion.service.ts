import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { verifyPassword } from '../../lib/password';
import type { SessionGate } from '../../lib/sessions';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PhotoStore } from '../social/photo-store';

import { handOverOwnedPlans } from './account-deletion.handover';
import type { AccountDeletionRepository } from './account-deletion.repository';

const INCORRECT_PASSWORD = 'The password is incorrect';

export function createAccountDeletionService(deps: {
  db: Db;
  repo: AccountDeletionRepository;
  sessions: Pick<SessionGate, 'revoked'>;
  photos: Pick<PhotoStore, 'remove'>;
  notifications: Pick<NotificationsService, 'record'>;
  log: FastifyBaseLogger;
}) {
  const { db, repo, log } = deps;

  return {
    /**
     * Deletes the account and everything it owns in one transaction, once
     * the password matches; a wrong one changes nothing. Then its sessions
     * end everywhere (open streams with them), its photos leave the store
     * and the members of its group plans hear what became of them.
     */
    async deleteAccount(userId: number, password: string) {
      const { photoIds, deliveries } = await db.transaction(async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user)
          throw AppError.unauthorized('Could not validate credentials');
        if (!(await verifyPassword(user.passwordHash, password))) {
          throw AppError.forbidden(INCORRECT_PASSWORD);
        }
        const handedOver = await handOverOwnedPlans(tx, userId, deps);
        const photos = await repo.photoIdsOfPosts(tx, userId);
        await repo.erase(tx, userId, user.email);
        return { photoIds: photos, deliveries: handedOver };
      });
      log.info({ userId }, 'account deleted');
      await deps.sessions.revoked({ userId });
      // The rows are gone; a file left behind is unreachable, so a failure is logged, not answered.
      await deps.photos
        .remove(photoIds)
        .catch((error: unknown) =>
          log.error({ err: error, photoIds }, 'deleted account photos remain'),
        );
      for (const deliver of deliveries) await deliver();
    },
  };
}

export type AccountDeletionService = ReturnType<
  typeof createAccountDeletionService
>;
