import { featureRoutes, type FeatureDeps } from '../feature';

import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export function createUsersFeature(deps: FeatureDeps) {
  const users = createUsersService({
    db: deps.db,
    repo: createUsersRepository(),
  });
  return {
    users,
    routes: featureRoutes(async (app) => {
      await app.register(usersRoutes({ auth: deps.auth, users }));
    }),
  };
}
