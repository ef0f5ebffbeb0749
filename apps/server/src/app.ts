import { existsSync } from 'node:fs';
import path from 'node:path';

import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { Config } from './config';
import type { Database } from './db/client';
import { createAccountExportRepository } from './features/account-export/account-export.repository';
import { accountExportRoutes } from './features/account-export/account-export.routes';
import { createAccountExportService } from './features/account-export/account-export.service';
import { registerActivities } from './features/activities/register-activities';
import { registerAiSearch } from './features/ai-search/register-ai-search';
import { createAnalyticsRepository } from './features/analytics/analytics.repository';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { createAnalyticsService } from './features/analytics/analytics.service';
import { registerAccounts } from './features/auth/accounts.plugin';
import { createBucketListRepository } from './features/bucket-list/bucket-list.repository';
import { bucketListRoutes } from './features/bucket-list/bucket-list.routes';
import { createBucketListService } from './features/bucket-list/bucket-list.service';
import { createCalendarRepository } from './features/calendar/calendar.repository';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { createCalendarService } from './features/calendar/calendar.service';
import { copyItineraryRoutes } from './features/copy-itinerary/copy-itinerary.routes';
import { createCopyItineraryService } from './features/copy-itinerary/copy-itinerary.service';
import { createFavoritesRepository } from './features/favorites/favorites.repository';
import { favoritesRoutes } from './features/favorites/favorites.routes';
import { createFavoritesService } from './features/favorites/favorites.service';
import { createFinalizedPlansRepository } from './features/finalized-plans/finalized-plans.repository';
import { finalizedPlansRoutes } from './features/finalized-plans/finalized-plans.routes';
import { createFinalizedPlansService } from './features/finalized-plans/finalized-plans.service';
import { healthRoutes } from './features/health/health.routes';
import { locationsRoutes } from './features/locations/locations.routes';
import { createLocationsServiceFromConfig } from './features/locations/locations.service';
import { placeholderRoutes } from './features/placeholder/placeholder.routes';
import { createPlansRepository } from './features/plans/plans.repository';
import { plansRoutes } from './features/plans/plans.routes';
import { createPlansService } from './features/plans/plans.service';
import { createLimitsRepository } from './features/premium/limits.repository';
import { createLimitsService } from './features/premium/limits.service';
import { createPremiumEventsRepository } from './features/premium/premium-events.repository';
import { premiumRoutes } from './features/premium/premium.routes';
import { createPremiumService } from './features/premium/premium.service';
import { createRecommendationsRepository } from './features/recommendations/recommendations.repository';
import { recommendationsRoutes } from './features/recommendations/recommendations.routes';
import { createRecommendationsService } from './features/recommendations/recommendations.service';
import { statsRoutes } from './features/stats/stats.routes';
import { registerTemplates } from './features/templates/register-templates';
import { weatherRoutes } from './features/weather/weather.routes';
import { createWeatherServiceFromConfig } from './features/weather/weather.service';
import { createAccessTokens } from './lib/access-token';
import { WEB_DIST_DIR } from './lib/paths';
import { createAuthHooks } from './plugins/auth';
import { registerErrorHandling } from './plugins/error-handler';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Signing key for access tokens (main.ts resolves a default). */
  jwtSecret: string;
};

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects <style> elements at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain HTTP on a LAN too; TLS termination decides.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header(
        'strict-transport-security',
        'max-age=31536000; includeSubDomains',
      );
    }
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS
      ? config.CORS_ORIGINS.split(',').map((o) => o.trim())
      : false,
    credentials: true,
  });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: { info: { title: 'Weekend Planner API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const tokens = createAccessTokens(
    deps.jwtSecret,
    config.ACCESS_TOKEN_TTL_SECONDS,
  );
  const auth = createAuthHooks(tokens);
  void auth;

  await app.register(healthRoutes({ config, database: deps.database }));

  // Catalogue, search, reviews, events: activitiesService.getByIds / findSuggestions for other features.
  const { activitiesService } = await registerActivities(app, {
    db: deps.database.db,
    config,
    auth,
  });
  void activitiesService;

  // Natural-language search over the catalogue (local parser, or xAI when configured).
  await registerAiSearch(app, { config, activities: activitiesService });

  // Accounts: sign-in, sessions, password reset, users/me and preferences.
  const accounts = await registerAccounts(app, {
    config,
    db: deps.database.db,
    auth,
    accessTokens: tokens,
  });

  // Collections and tiers: `limits.assertCanAdd(tx, userId, feature)` guards every capped insert.
  const { db } = deps.database;
  const limits = createLimitsService({
    db,
    config,
    repository: createLimitsRepository(),
  });
  const premium = createPremiumService(createPremiumEventsRepository(db));
  const favorites = createFavoritesService({
    db,
    repository: createFavoritesRepository(),
    limits,
  });
  const bucketList = createBucketListService({
    db,
    repository: createBucketListRepository(),
    limits,
  });
  await app.register(premiumRoutes({ auth, limits, premium }));
  await app.register(statsRoutes({ auth, limits }));
  await app.register(favoritesRoutes({ auth, favorites }));
  await app.register(bucketListRoutes({ auth, bucketList }));

  // Plans: drafts with suggestions, finalized plans, copy itinerary, calendar export.
  const plansService = createPlansService({
    db,
    repo: createPlansRepository(),
    activities: activitiesService,
    limits,
  });
  await app.register(plansRoutes({ service: plansService, auth }));
  const finalizedPlans = createFinalizedPlansService({
    db,
    repo: createFinalizedPlansRepository(),
    limits,
  });
  await app.register(finalizedPlansRoutes({ service: finalizedPlans, auth }));
  const calendar = createCalendarService({
    db,
    repo: createCalendarRepository(),
    finalizedPlans,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(calendarRoutes({ service: calendar, auth }));
  const copyItinerary = createCopyItineraryService({ db, finalizedPlans });
  await app.register(copyItineraryRoutes({ service: copyItinerary, auth }));

  // Dashboard: server templates (seeded from the catalogue), analytics, data export.
  await registerTemplates(app, { db, auth, plans: finalizedPlans });
  await app.register(
    analyticsRoutes({
      auth,
      service: createAnalyticsService({
        db,
        repo: createAnalyticsRepository(),
      }),
    }),
  );
  await app.register(
    accountExportRoutes({
      auth,
      service: createAccountExportService({
        db,
        repo: createAccountExportRepository(),
      }),
    }),
  );

  // Recommendations: weighted scoring plus co-occurrence learned from all users' saves.
  await app.register(
    recommendationsRoutes({
      auth,
      service: createRecommendationsService({
        repo: createRecommendationsRepository(db),
        preferences: accounts.preferences,
        activities: activitiesService,
      }),
    }),
  );

  // Weather, locations and placeholder images.
  await app.register(
    weatherRoutes(createWeatherServiceFromConfig(config, app.log)),
  );
  await app.register(
    locationsRoutes(createLocationsServiceFromConfig(config, db)),
  );
  await app.register(placeholderRoutes());

  const webRoot = config.WEB_DIST ?? WEB_DIST_DIR;
  const hasWebApp = existsSync(path.join(webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Vite's /assets/ names carry a content hash, so they never change.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // Client-side routes get index.html; API paths get a JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      /^\/(api|health|docs|finalized-plans|ai-intelligence|database-ai)(\/|$|\?)/.test(
        request.url,
      );
    if (
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi
    ) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ detail: 'Not found' });
  });
  return app;
}
