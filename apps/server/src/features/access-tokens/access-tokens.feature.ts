import { routePlugins, type FeatureDeps } from '../feature';

import { createAccessTokensRepository } from './access-tokens.repository';
import { accessTokensRoutes } from './access-tokens.routes';
import { createAccessTokensService } from './access-tokens.service';

export function createAccessTokensFeature(deps: FeatureDeps) {
  const tokens = createAccessTokensService(
    createAccessTokensRepository(deps.db),
  );
  return {
    routes: routePlugins(accessTokensRoutes({ auth: deps.auth, tokens })),
  };
}
