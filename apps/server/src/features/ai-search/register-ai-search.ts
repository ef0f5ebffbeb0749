import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Config } from '../../config';
import { AppError } from '../../errors';
import { createMemoryRateLimiter } from '../../lib/rate-limiter';
import { createRedisRateLimiter } from '../../lib/rate-limiter-redis';
import { createQueryParserFromConfig } from '../../providers/ai/query-parser';
import type { ActivitiesService } from '../activities/activities.service';

import { aiSearchRoutes } from './ai-search.routes';
import { createAiSearchService } from './ai-search.service';

const MINUTE = 60_000;

/**
 * Search is open to visitors, so a per-IP limit keeps one client from
 * monopolising the database or the paid xAI key.
 */
function perIpLimit(app: FastifyInstance, config: Config) {
  const limit = config.AI_SEARCH_RATE_LIMIT;
  if (limit <= 0) return undefined;
  const limiter = config.REDIS_URL
    ? createRedisRateLimiter(config.REDIS_URL, {
        onError: (error) => app.log.warn({ err: error }, 'redis error'),
      })
    : createMemoryRateLimiter();
  app.addHook('onClose', async () => limiter.close());
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let result;
    try {
      result = await limiter.hit(`ai-search:${request.ip}`, limit, MINUTE);
    } catch (error) {
      request.log.error(
        { err: error },
        'rate limiter unavailable; search allowed',
      );
      return;
    }
    if (result.allowed) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw AppError.tooManyRequests(
      'Too many searches. Please wait a minute and try again.',
    );
  };
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
