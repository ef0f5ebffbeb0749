import type { Preferences } from '@app/shared/preferences';

import { aiPerIpLimit } from '../../lib/rate-limits';
import type { ChatModel } from '../../providers/ai/chat-completions';
import { createExplainer } from '../../providers/ai/explainer';
import type { ActivitiesService } from '../activities/activities.service';
import { featureRoutes, type FeatureDeps } from '../feature';
import type { PremiumService } from '../premium/premium.service';
import type { RecommendationsService } from '../recommendations/recommendations.service';
import type { AiSearchService } from '../search/search.service';
import type { WeatherService } from '../weather/weather.service';

import { aiPicksRoutes } from './ai-picks.routes';
import { createAiPicksService } from './ai-picks.service';
import { createAiDiscoveryRepository } from './weekend-discovery.repository';
import { aiDiscoveryRoutes } from './weekend-discovery.routes';
import { createAiDiscoveryService } from './weekend-discovery.service';

/** Weekend itineraries and picks, explained by one explainer (the language model when configured). */
export function createAiDiscoveryFeature(
  deps: FeatureDeps & {
    search: AiSearchService;
    activities: ActivitiesService;
    recommendations: RecommendationsService;
    weather: WeatherService;
    preferences: { get(userId: number): Promise<Preferences> };
    premium: PremiumService;
    model: ChatModel | null;
  },
) {
  const { config, auth, search } = deps;
  const explainer = createExplainer(deps.model, deps.log);
  const discovery = createAiDiscoveryService({
    search,
    activities: deps.activities,
    weather: deps.weather,
    preferences: deps.preferences,
    db: deps.db,
    repo: createAiDiscoveryRepository(),
    explainer,
  });
  const picks = createAiPicksService({
    recommendations: deps.recommendations,
    search,
    explainer,
  });
  return {
    routes: featureRoutes(async (app) => {
      await app.register(
        aiDiscoveryRoutes({
          auth,
          service: discovery,
          premium: deps.premium,
          rateLimit: aiPerIpLimit(app, config, 'ai-discovery'),
        }),
      );
      await app.register(
        aiPicksRoutes({
          auth,
          service: picks,
          rateLimit: aiPerIpLimit(app, config, 'ai-picks'),
        }),
      );
    }),
  };
}
