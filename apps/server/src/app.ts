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
import { createFeatures, type AppServices } from './features';
import { createAccessTokens } from './lib/access-token';
import { redactUrl } from './lib/log-redaction';
import { createOutages, type Outages } from './lib/outages';
import { WEB_DIST_DIR } from './lib/paths';
import { createPersonalTokenGate } from './lib/personal-tokens';
import { createPgChannels } from './lib/pg-channels';
import { createProviderRegistry } from './lib/provider-status';
import { publicUrlOf } from './lib/public-url';
import { rateLimitHook, registerRateLimiting } from './lib/rate-limits';
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
  const app = createServer(config);
  recordRoutes(app);
  const outages = createOutages();
  registerErrorHandling(app, outages.report);
  rejectUnsafeText(app);
  await registerHttpPlugins(app, config);
  const services = await createAppServices(app, deps, outages);
  for (const feature of createFeatures(services)) {
    await app.register(feature.routes);
  }
  await registerWebApp(app, config);
  return app;
}

function createServer(config: Config) {
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
  return app;
}

async function registerHttpPlugins(app: FastifyInstance, config: Config) {
  addResponseHeaders(app, config.MAP_TILE_URL);
  // Closed CORS needs no plugin: a browser refuses a cross-origin answer
  // without Access-Control-Allow-Origin, and preflights find no route (404).
  if (config.CORS_ORIGINS) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS.split(',').map((o) => o.trim()),
      credentials: true,
    });
  }
  await app.register(formbody);
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Weekend Planner API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A sign-in access token, or a personal access token (wpat_…) made in Profile → Connected apps: read tokens may only read, and no personal token may change the password, email, the account or its tokens.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

/**
 * What the features share: one Redis client per process (rate limits,
 * session revocations, the weather cache), access tokens, sessions and the
 * auth hooks. Closed with the app.
 */
async function createAppServices(
  app: FastifyInstance,
  deps: AppDeps,
  outages: Outages,
): Promise<AppServices> {
  const { config, database } = deps;
  const redis = config.REDIS_URL
    ? createRedisClient(config.REDIS_URL, app.log)
    : undefined;
  await registerRateLimiting(app, redis);
  const accessTokens = createAccessTokens(
    deps.jwtSecret,
    config.ACCESS_TOKEN_TTL_SECONDS,
  );
  // Caching is safe only where every revocation reaches every process: one
  // embedded process, or several hearing each other through Redis or, without
  // it, PostgreSQL's LISTEN/NOTIFY.
  const pgChannels =
    !redis && database.url
      ? createPgChannels({ url: database.url, db: database.db, log: app.log })
      : undefined;
  const perProcessCacheMs =
    database.engine === 'pglite' || redis || pgChannels
      ? config.SESSION_CACHE_SECONDS * 1000
      : 0;
  const sessions = createSessionGate({
    db: database.db,
    log: app.log,
    cacheMs: perProcessCacheMs,
    redis,
    pgChannels,
  });
  app.addHook('onClose', async () => {
    await sessions.close();
    await pgChannels?.close();
    if (redis) await closeRedisClient(redis);
  });
  return {
    config,
    db: database.db,
    log: app.log,
    auth: createAuthHooks(accessTokens, sessions, {
      gate: createPersonalTokenGate(database.db),
      rateLimit: rateLimitHook(app, [
        {
          name: 'personal-token',
          max: config.PERSONAL_TOKEN_RATE_LIMIT,
          windowMs: 60_000,
          key: (request) => String(request.personalToken?.tokenId),
          detail:
            'Too many requests with this access token. Please wait a minute and try again.',
        },
      ]),
    }),
    providers: createProviderRegistry(),
    database,
    redis,
    pgChannels,
    perProcessCacheMs,
    accessTokens,
    sessions,
    publicUrl: publicUrlOf(app, config.PUBLIC_URL),
    signingSecret: deps.jwtSecret,
    outages,
  };
}

/** The built web app, when present: hashed assets, and index.html for client-side routes. */
async function registerWebApp(app: FastifyInstance, config: Config) {
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
  // Client-side routes get index.html; API paths and files missing from
  // /assets/ (a chunk of an older build) get a JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      /^\/(api|health|docs|finalized-plans|ai-intelligence|database-ai|assets)(\/|$|\?)/.test(
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
}
