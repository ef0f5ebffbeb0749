import { routePlugins, type FeatureDeps } from '../feature';

import { mcpRoutes } from './mcp.routes';

export function createMcpFeature(
  deps: FeatureDeps & { publicUrl: () => string },
) {
  return {
    routes: routePlugins(
      mcpRoutes({
        auth: deps.auth,
        publicUrl: deps.publicUrl,
        version: '1.0.0',
      }),
    ),
  };
}
