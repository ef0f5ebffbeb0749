import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import { perIpPerMinute } from '../../lib/rate-limits';
import { createQueryParserFromConfig } from '../../providers/ai/query-parser';
import type { ActivitiesService } from '../activities/activities.service';

import { aiSearchRoutes } from './ai-search.routes';
import { createAiSearchService } from './ai-search.service';

/**
 * Search is open to visitors, so a per-IP limit keeps one client from
 * monopolising the database or the paid xAI key.
 */
export function perIpLimit(
  app: FastifyInstance,
  config: Config,
  scope = 'ai-search',
) {
  return perIpPerMinute(app, {
    name: scope,
    max: config.AI_SEARCH_RATE_LIMIT,
    detail: 'Too many searches. Please wait a minute and try again.',
  });
}

export async function registerAiSearch(
  app: FastifyInstance,
  deps: { config: Config; activities: ActivitiesService },
) {
  const service = createAiSearchService({
    activities: deps.activities,
    parser: createQueryParserFromConfig(deps.config, app.log),
  });
  await app.register(
    aiSearchRoutes(service, { preHandler: perIpLimit(app, deps.config) }),
  );
  return service;
}
