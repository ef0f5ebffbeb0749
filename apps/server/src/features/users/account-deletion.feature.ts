import type { SessionGate } from '../../lib/sessions';
import { routePlugins, type FeatureDeps } from '../feature';
import type { NotificationsService } from '../notifications/notifications.service';
import { photoStoreFromConfig } from '../social/social.feature';

import { createAccountDeletionRepository } from './account-deletion.repository';
import { accountDeletionRoutes } from './account-deletion.routes';
import { createAccountDeletionService } from './account-deletion.service';

/** DELETE /api/users/me: the account and everything it owns. */
export function createAccountDeletionFeature(
  deps: FeatureDeps & {
    sessions: SessionGate;
    notifications: NotificationsService;
  },
) {
  const service = createAccountDeletionService({
    ...deps,
    repo: createAccountDeletionRepository(),
    photos: photoStoreFromConfig(deps.config),
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
