import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import { aiPerIpLimit } from '../../lib/rate-limits';
import { createQueryParserFromConfig } from '../../providers/ai/query-parser';
import type { ActivitiesService } from '../activities/activities.service';

import { aiSearchRoutes } from './ai-search.routes';
import { createAiSearchService } from './ai-search.service';

export async function registerAiSearch(
  app: FastifyInstance,
  deps: { config: Config; activities: ActivitiesService },
) {
  const service = createAiSearchService({
    activities: deps.activities,
    parser: createQueryParserFromConfig(deps.config, app.log),
  });
  await app.register(
    aiSearchRoutes(service, {
      preHandler: aiPerIpLimit(app, deps.config, 'ai-search'),
    }),
  );
  return service;
}
