import { aiPerIpLimit } from '../../lib/rate-limits';
import type { ChatModel } from '../../providers/ai/chat-completions';
import { createQueryParser } from '../../providers/ai/query-parser';
import type { ActivitiesService } from '../activities/activities.service';
import { featureRoutes, type FeatureDeps } from '../feature';

import { aiSearchRoutes } from './search.routes';
import { createAiSearchService } from './search.service';

/** Natural-language search over the catalogue (local parser, or xAI when configured). */
export function createAiSearchFeature(
  deps: FeatureDeps & {
    activities: ActivitiesService;
    model: ChatModel | null;
  },
) {
  const search = createAiSearchService({
    activities: deps.activities,
    parser: createQueryParser(deps.model, deps.log),
  });
  return {
    search,
    routes: featureRoutes(async (app) => {
      await app.register(
        aiSearchRoutes(search, {
          preHandler: aiPerIpLimit(app, deps.config, 'ai-search'),
        }),
      );
    }),
  };
}
