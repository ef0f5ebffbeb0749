import { routePlugins, type FeatureDeps } from '../feature';
import type { CostSharesService } from '../finalized-plans/cost-shares.service';

import { createAccountExportRepository } from './account-export.repository';
import { accountExportRoutes } from './account-export.routes';
import { createAccountExportService } from './account-export.service';

export function createAccountExportFeature(
  deps: FeatureDeps & { costShares: CostSharesService },
) {
  const service = createAccountExportService({
    ...deps,
    repo: createAccountExportRepository(),
  });
  return {
    routes: routePlugins(accountExportRoutes({ auth: deps.auth, service })),
  };
}
