import type { Preferences } from '@app/shared/preferences';
import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthHooks } from '../../plugins/auth';
import type { ActivitiesService } from '../activities/activities.service';
import type { AiSearchService } from '../ai-search/ai-search.service';
import { perIpLimit } from '../ai-search/register-ai-search';
import type { PremiumService } from '../premium/premium.service';
import type { WeatherService } from '../weather/weather.service';

import { createAiDiscoveryRepository } from './ai-discovery.repository';
import { aiDiscoveryRoutes } from './ai-discovery.routes';
import { createAiDiscoveryService } from './ai-discovery.service';

export async function registerAiDiscovery(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    auth: AuthHooks;
    search: AiSearchService;
    activities: ActivitiesService;
    weather: WeatherService;
    preferences: { get(userId: number): Promise<Preferences> };
    premium: PremiumService;
  },
) {
  const service = createAiDiscoveryService({
    search: deps.search,
    activities: deps.activities,
    weather: deps.weather,
    preferences: deps.preferences,
    repo: createAiDiscoveryRepository(deps.db),
  });
  await app.register(
    aiDiscoveryRoutes({
      auth: deps.auth,
      service,
      premium: deps.premium,
      rateLimit: perIpLimit(app, deps.config, 'ai-discovery'),
    }),
  );
}
