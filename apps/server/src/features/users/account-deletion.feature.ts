import type { SessionGate } from '../../lib/sessions';
import { routePlugins, type FeatureDeps } from '../feature';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PhotoStore } from '../social/photo-store';

import { createAccountDeletionRepository } from './account-deletion.repository';
import { accountDeletionRoutes } from './account-deletion.routes';
import { createAccountDeletionService } from './account-deletion.service';

/** DELETE /api/users/me: the account and everything it owns. */
export function createAccountDeletionFeature(
  deps: FeatureDeps & {
    sessions: SessionGate;
    notifications: NotificationsService;
    photos: PhotoStore;
  },
) {
  const service = createAccountDeletionService({
    ...deps,
    repo: createAccountDeletionRepository(),
  });
  return {
    routes: routePlugins(
      accountDeletionRoutes({
        auth: deps.auth,
        service,
        passwordChecksPerMinute: deps.config.AUTH_RATE_LIMIT_LOGIN,
      }),
    ),
  };
}
