import { featureRoutes, type FeatureDeps } from '../feature';

import { createAccountExportRepository } from './account-export.repository';
import { accountExportRoutes } from './account-export.routes';
import { createAccountExportService } from './account-export.service';

export function createAccountExportFeature(deps: FeatureDeps) {
  const service = createAccountExportService({
    db: deps.db,
    repo: createAccountExportRepository(),
  });
  return {
    routes: featureRoutes(async (app) => {
      await app.register(accountExportRoutes({ auth: deps.auth, service }));
    }),
  };
}
