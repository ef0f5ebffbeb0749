import { routePlugins, type FeatureDeps } from '../feature';

import { createAccountExportRepository } from './account-export.repository';
import { accountExportRoutes } from './account-export.routes';
import { createAccountExportService } from './account-export.service';

export function createAccountExportFeature(deps: FeatureDeps) {
  const service = createAccountExportService({
    ...deps,
    repo: createAccountExportRepository(),
  });
  return {
    routes: routePlugins(accountExportRoutes({ auth: deps.auth, service })),
  };
}
