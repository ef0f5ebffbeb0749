import type { Preferences } from '@app/shared/preferences';
import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { aiPerIpLimit } from '../../lib/rate-limits';
import type { AuthHooks } from '../../plugins/auth';
import { createAiDiscoveryRepository } from '../ai-discovery/ai-discovery.repository';
import type { WeatherService } from '../weather/weather.service';

import { createAiIntelligenceRepository } from './ai-intelligence.repository';
import { aiIntelligenceRoutes } from './ai-intelligence.routes';
import { createAiIntelligenceService } from './ai-intelligence.service';

export async function registerAiIntelligence(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    auth: AuthHooks;
    weather: WeatherService;
    preferences: { get(userId: number): Promise<Preferences> };
  },
) {
  const service = createAiIntelligenceService({
    repo: createAiIntelligenceRepository(deps.db),
    trending: createAiDiscoveryRepository(deps.db),
    weather: deps.weather,
    preferences: deps.preferences,
  });
  await app.register(
    aiIntelligenceRoutes({
      auth: deps.auth,
      service,
      rateLimit: aiPerIpLimit(app, deps.config, 'ai-intelligence'),
    }),
  );
}
