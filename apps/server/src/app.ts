import { existsSync } from 'node:fs';
import path from 'node:path';

import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { Config } from './config';
import type { Database } from './db/client';
import { createAccountExportRepository } from './features/account-export/account-export.repository';
import { accountExportRoutes } from './features/account-export/account-export.routes';
import { createAccountExportService } from './features/account-export/account-export.service';
import { registerActivities } from './features/activities/register-activities';
import { registerAiDiscovery } from './features/ai-discovery/register-ai-discovery';
import { registerAiFoundation } from './features/ai-foundation/register-ai-foundation';
import { registerAiIntelligence } from './features/ai-intelligence/register-ai-intelligence';
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
import { registerGroupPlans } from './features/group-plans/register-group-plans';
import { createDatabaseProbe } from './features/health/database-probe';
import { healthRoutes } from './features/health/health.routes';
import { locationsRoutes } from './features/locations/locations.routes';
import { createLocationsServiceFromConfig } from './features/locations/locations.service';
import { registerNotifications } from './features/notifications/register-notifications';
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
import { registerSocial } from './features/social/register-social';
import { statsRoutes } from './features/stats/stats.routes';
import { registerTemplates } from './features/templates/register-templates';
import { weatherRoutes } from './features/weather/weather.routes';
import { createWeatherServiceFromConfig } from './features/weather/weather.service';
import { webConfigRoutes } from './features/web-config/web-config.routes';
import { createAccessTokens } from './lib/access-token';
import { redactUrl } from './lib/log-redaction';
import { WEB_DIST_DIR } from './lib/paths';
import { publicUrlOf } from './lib/public-url';
import { registerRateLimiting } from './lib/rate-limits';
import { closeRedisClient, createRedisClient } from './lib/redis';
import { recordRoutes } from './lib/route-table';
import { createSessionGate } from './lib/sessions';
import { createAuthHooks } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/error-handler';
import { rejectUnsafeText } from './plugins/request-hardening';
import {
  addResponseHeaders,
  answerClientErrors,
} from './plugins/response-headers';
import { compiledSerializerCompiler } from './plugins/serializer';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Signing key for access tokens (main.ts resolves a default). */
  jwtSecret: string;
};

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  // The client-error handler needs the app, which does not exist yet.
  const built: { app?: FastifyInstance } = {};
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A slow client may not hold a connection open with a trickled body.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    clientErrorHandler: answerClientErrors(() => built.app),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  built.app = app;
  recordRoutes(app);
  const probe = createDatabaseProbe(deps.database);
  registerErrorHandling(app, probe.forget);
  rejectUnsafeText(app);

  addResponseHeaders(app, config.MAP_TILE_URL);
  await app.register(cors, {
    origin: config.CORS_ORIGINS
      ? config.CORS_ORIGINS.split(',').map((o) => o.trim())
      : false,
    credentials: true,
  });
  await app.register(formbody);
  await registerCompression(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Weekend Planner API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  // One Redis client per process, shared by rate limits, session revocations
  // and the weather cache.
  const redis = config.REDIS_URL
    ? createRedisClient(config.REDIS_URL, app.log)
    : undefined;
  await registerRateLimiting(app, redis);
  const tokens = createAccessTokens(
    deps.jwtSecret,
    config.ACCESS_TOKEN_TTL_SECONDS,
  );
  const sessions = createSessionGate({
    db: deps.database.db,
    log: app.log,
    // Caching is safe only where every revocation reaches every process:
    // one embedded process, or several hearing each other through Redis.
    cacheMs:
      deps.database.engine === 'pglite' || redis
        ? config.SESSION_CACHE_SECONDS * 1000
        : 0,
    redis,
  });
  app.addHook('onClose', async () => {
    await sessions.close();
    if (redis) await closeRedisClient(redis);
  });
  const auth = createAuthHooks(tokens, sessions);
  const publicUrl = publicUrlOf(app, config.PUBLIC_URL);

  await app.register(healthRoutes({ config, database: deps.database, probe }));

  // Catalogue, search, reviews, events: activitiesService.getByIds / findSuggestions for other features.
  const { activitiesService, planPlaces } = await registerActivities(app, {
    db: deps.database.db,
    config,
    auth,
  });
  void activitiesService;

  // Natural-language search over the catalogue (local parser, or xAI when configured).
  const aiSearch = await registerAiSearch(app, {
    config,
    activities: activitiesService,
  });

  // Accounts: sign-in, sessions, password reset, users/me and preferences.
  const accounts = await registerAccounts(app, {
    config,
    db: deps.database.db,
    auth,
    accessTokens: tokens,
    sessions,
    publicUrl,
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

  // Notifications (push stream, preferences, plan reminders): plans and friends raise them.
  const notifications = await registerNotifications(app, {
    database: deps.database,
    config,
    auth,
  });

  // Plans: drafts with suggestions, finalized and group plans, copy itinerary, calendar export.
  const plansService = createPlansService({
    db,
    repo: createPlansRepository(),
    activities: activitiesService,
    limits,
  });
  await app.register(plansRoutes({ service: plansService, auth }));
  const finalizedPlansRepo = createFinalizedPlansRepository();
  const groupPlans = await registerGroupPlans(app, {
    db,
    auth,
    plans: finalizedPlansRepo,
    notifications,
    limits,
  });
  const finalizedPlans = createFinalizedPlansService({
    db,
    repo: finalizedPlansRepo,
    limits,
    places: planPlaces,
    onScheduleChanged: groupPlans.scheduleChanged,
  });
  await app.register(finalizedPlansRoutes({ service: finalizedPlans, auth }));
  const calendar = createCalendarService({
    db,
    repo: createCalendarRepository(),
    finalizedPlans,
    publicUrl,
  });
  await app.register(calendarRoutes({ service: calendar, auth }));
  const copyItinerary = createCopyItineraryService({
    db,
    finalizedPlans,
    groupPlans,
  });
  await app.register(copyItineraryRoutes({ service: copyItinerary, auth }));

  // Dashboard: server templates (seeded from the catalogue), analytics, data export.
  await registerTemplates(app, { db, auth, plans: finalizedPlans, limits });
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
  const recommendations = createRecommendationsService({
    repo: createRecommendationsRepository(db),
    preferences: accounts.preferences,
    activities: activitiesService,
  });
  await app.register(recommendationsRoutes({ auth, service: recommendations }));

  // Friends and the feed.
  await registerSocial(app, {
    db,
    config,
    auth,
    signingSecret: deps.jwtSecret,
    notifications,
  });

  // Weather, locations and placeholder images.
  const weather = createWeatherServiceFromConfig(config, app.log, redis);
  await app.register(weatherRoutes(weather));
  await registerAiDiscovery(app, {
    config,
    db,
    auth,
    search: aiSearch,
    activities: activitiesService,
    recommendations,
    weather,
    preferences: accounts.preferences,
    premium,
  });
  await registerAiIntelligence(app, {
    config,
    db,
    auth,
    weather,
    preferences: accounts.preferences,
  });
  // Trail profiles, booking options and difficulty for the outdoor dialog.
  await registerAiFoundation(app, { config, activities: activitiesService });
  await app.register(
    locationsRoutes(createLocationsServiceFromConfig(config, db)),
  );
  await app.register(placeholderRoutes());
  await app.register(
    webConfigRoutes({
      map_tile_url: config.MAP_TILE_URL,
      map_attribution: config.MAP_TILE_ATTRIBUTION,
    }),
  );

  const webRoot = config.WEB_DIST ?? WEB_DIST_DIR;
  const hasWebApp = existsSync(path.join(webRoot, 'index.html'));
  // The landing page rendered into the HTML at build time, for a first paint
  // without the script; every other page starts from the empty index.html.
  const hasLandingHtml = existsSync(path.join(webRoot, 'landing.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Vite's /assets/ names carry a content hash, so they never change.
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each text asset.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.setHeader('vary', 'accept-encoding');
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
      const pathname = request.url.split('?')[0];
      const isLanding =
        hasLandingHtml && (pathname === '/' || pathname === '/login');
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(isLanding ? 'landing.html' : 'index.html', {
          cacheControl: false,
        });
    }
    return reply.status(404).send({ detail: 'Not found' });
  });
  return app;
}
