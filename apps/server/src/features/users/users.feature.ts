import { routePlugins, type FeatureDeps } from '../feature';

import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export function createUsersFeature(deps: FeatureDeps) {
  const users = createUsersService({ ...deps, repo: createUsersRepository() });
  return {
    users,
    routes: routePlugins(usersRoutes({ auth: deps.auth, users })),
  };
}
