import type { Preferences } from '@app/shared/preferences';
import type { FastifyInstance } from 'fastify';

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { aiPerIpLimit } from '../../lib/rate-limits';
import type { AuthHooks } from '../../plugins/auth';
import { chatModelFromConfig } from '../../providers/ai/chat-completions';
import { createExplainer } from '../../providers/ai/explainer';
import type { ActivitiesService } from '../activities/activities.service';
import type { AiSearchService } from '../ai-search/ai-search.service';
import type { PremiumService } from '../premium/premium.service';
import type { RecommendationsService } from '../recommendations/recommendations.service';
import type { WeatherService } from '../weather/weather.service';

import { createAiDiscoveryRepository } from './ai-discovery.repository';
import { aiDiscoveryRoutes } from './ai-discovery.routes';
import { createAiDiscoveryService } from './ai-discovery.service';
import { aiPicksRoutes } from './ai-picks.routes';
import { createAiPicksService } from './ai-picks.service';

export async function registerAiDiscovery(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    auth: AuthHooks;
    search: AiSearchService;
    activities: ActivitiesService;
    recommendations: RecommendationsService;
    weather: WeatherService;
    preferences: { get(userId: number): Promise<Preferences> };
    premium: PremiumService;
  },
) {
  // One explainer (the language model when configured) for itineraries and picks.
  const explainer = createExplainer(chatModelFromConfig(deps.config), app.log);
  const service = createAiDiscoveryService({
    search: deps.search,
    activities: deps.activities,
    weather: deps.weather,
    preferences: deps.preferences,
    repo: createAiDiscoveryRepository(deps.db),
    explainer,
  });
  await app.register(
    aiDiscoveryRoutes({
      auth: deps.auth,
      service,
      premium: deps.premium,
      rateLimit: aiPerIpLimit(app, deps.config, 'ai-discovery'),
    }),
  );
  await app.register(
    aiPicksRoutes({
      auth: deps.auth,
      service: createAiPicksService({
        recommendations: deps.recommendations,
        search: deps.search,
        explainer,
      }),
      rateLimit: aiPerIpLimit(app, deps.config, 'ai-picks'),
    }),
  );
}
