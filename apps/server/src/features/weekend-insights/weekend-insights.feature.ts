import type { Preferences } from '@app/shared/preferences';

import { aiPerIpLimit } from '../../lib/rate-limits';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { WeatherService } from '../weather/weather.service';

import { createAiIntelligenceRepository } from './weekend-insights.repository';
import { aiIntelligenceRoutes } from './weekend-insights.routes';
import { createAiIntelligenceService } from './weekend-insights.service';

export function createAiIntelligenceFeature(
  deps: FeatureDeps & {
    weather: WeatherService;
    preferences: { get(userId: number): Promise<Preferences> };
  },
) {
  const service = createAiIntelligenceService({
    db: deps.db,
    repo: createAiIntelligenceRepository(),
    weather: deps.weather,
    preferences: deps.preferences,
  });
  return {
    routes: featureRoutes(async (app) => {
      await app.register(
        aiIntelligenceRoutes({
          auth: deps.auth,
          service,
          rateLimit: aiPerIpLimit(app, deps.config, 'ai-intelligence'),
        }),
      );
    }),
  };
}
