import { PLAN_CATEGORY_IDS } from '@app/shared/interests';
import {
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_URL,
  tileUrlSchema,
} from '@app/shared/web-config';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const nonNegativeInt = (fallback: number) =>
  z.coerce.number().int().min(0).default(fallback);

const LIVE_EVENT_SOURCES = [
  'mlb',
  'nhl',
  'espn-nba',
  'espn-nfl',
  'espn-mls',
] as const;

const eventSourcesSchema = z
  .string()
  .trim()
  .default(LIVE_EVENT_SOURCES.join(','))
  .transform((v, ctx) => {
    if (v === 'none' || v === '') return [];
    const names = v.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = names.filter(
      (n) => !(LIVE_EVENT_SOURCES as readonly string[]).includes(n),
    );
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        message: `unknown source ${unknown.join(', ')}: use none or any of ${LIVE_EVENT_SOURCES.join(', ')}`,
      });
    return names as (typeof LIVE_EVENT_SOURCES)[number][];
  });

const icsFeedsSchema = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx) =>
    v
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .flatMap((entry) => {
        const [url = '', venue, category = 'entertainment'] = entry
          .split('|')
          .map((part) => part.trim());
        const validUrl = /^https?:\/\/\S+$/.test(url);
        const validCategory = (PLAN_CATEGORY_IDS as readonly string[]).includes(
          category,
        );
        if (!validUrl || !validCategory) {
          ctx.addIssue({
            code: 'custom',
            message: `${entry}: use url or url|venue name|category (category one of ${PLAN_CATEGORY_IDS.join(', ')})`,
          });
          return [];
        }
        return [{ url, venue: venue || undefined, category }];
      }),
  );

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  /** 'memory' keeps the embedded database in memory (tests, throwaway runs). */
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: nonNegativeInt(900),
  REFRESH_TOKEN_TTL_DAYS: nonNegativeInt(30),
  PASSWORD_RESET_TTL_MINUTES: nonNegativeInt(60),
  AUTH_RATE_LIMIT_LOGIN: nonNegativeInt(10),
  /** Sign-in attempts per minute from one IP across all accounts; 0 turns it off. */
  AUTH_RATE_LIMIT_LOGIN_PER_IP: nonNegativeInt(20),
  /** How long a process may trust a live session without asking again (0: never). */
  SESSION_CACHE_SECONDS: nonNegativeInt(30),
  /** PostgreSQL: give up connecting, and answer 503, after this long. */
  DB_CONNECT_TIMEOUT_MS: nonNegativeInt(3_000),
  /** PostgreSQL: cancel a statement (server side) and stop waiting (client side) after this long. */
  DB_STATEMENT_TIMEOUT_MS: nonNegativeInt(5_000),
  /** Whole request, headers and body, must arrive within this long (0: no limit). */
  REQUEST_TIMEOUT_MS: nonNegativeInt(30_000),
  AUTH_RATE_LIMIT_REGISTER: nonNegativeInt(20),
  /** AI searches per minute per IP; 0 turns the limit off. */
  AI_SEARCH_RATE_LIMIT: nonNegativeInt(30),
  /** Trail and booking analyses per minute per IP; 0 turns the limit off. */
  AI_FOUNDATION_RATE_LIMIT: nonNegativeInt(60),
  /** Requests per minute per personal access token; 0 turns the limit off. */
  PERSONAL_TOKEN_RATE_LIMIT: nonNegativeInt(120),
  /** Posts with photos per minute per user; 0 turns the limit off. */
  UPLOAD_RATE_LIMIT: nonNegativeInt(10),
  CORS_ORIGINS: optionalString,
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  BODY_LIMIT_BYTES: nonNegativeInt(1_048_576),
  /** The site's address for absolute links (reset mail, calendar feed). */
  PUBLIC_URL: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/, 'must be an http(s) URL')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z
    .string()
    .default('Weekend Planner <no-reply@weekend-planner.local>'),
  WEB_DIST: optionalString,
  /** Seeds the demo account on the embedded database (never on PostgreSQL). */
  DEMO_ACCOUNT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_CATALOGUE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How often each process looks for plan reminders to send; 0 turns the job off. */
  PLAN_REMINDER_INTERVAL_SECONDS: nonNegativeInt(300),
  FREE_MAX_PLANS: nonNegativeInt(10),
  FREE_MAX_FAVORITES: nonNegativeInt(50),
  FREE_MAX_BUCKET_LIST: nonNegativeInt(25),
  BETA_FREE_UNTIL: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .default('2027-08-31'),
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_API_URL: z
    .string()
    .url()
    .default('https://places.googleapis.com'),
  OVERPASS_API_URL: z
    .string()
    .url()
    .default('https://overpass-api.de/api/interpreter'),
  /** Keyless sources of place descriptions and photos, asked about places whose OSM tags name them. */
  WIKIDATA_API_URL: z
    .string()
    .url()
    .default('https://www.wikidata.org/w/api.php'),
  WIKIPEDIA_API_URL: z
    .string()
    .url()
    .default('https://en.wikipedia.org/api/rest_v1'),
  WIKIMEDIA_API_URL: z
    .string()
    .url()
    .default('https://commons.wikimedia.org/w/api.php'),
  /** Hours between OpenStreetMap refreshes on any database; 0 = off. */
  OSM_REFRESH_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  GOOGLE_MAPS_API_KEY: optionalString,
  /** Keyless geocoder for addresses the offline gazetteer lacks; 'off' = none. */
  NOMINATIM_URL: z
    .union([z.literal('off'), z.string().url()])
    .default('https://nominatim.openstreetmap.org'),
  GOOGLE_MAPS_API_URL: z.string().url().default('https://maps.googleapis.com'),
  /** Unset: 'openweathermap' when WEATHER_API_KEY is set, else the keyless 'open-meteo'. */
  WEATHER_PROVIDER: optionalString.pipe(
    z.enum(['open-meteo', 'openweathermap', 'climatology']).optional(),
  ),
  OPEN_METEO_URL: z.string().url().default('https://api.open-meteo.com'),
  WEATHER_API_KEY: optionalString,
  WEATHER_API_URL: z.string().url().default('https://api.openweathermap.org'),
  EVENTBRITE_API_KEY: optionalString,
  TICKETMASTER_API_KEY: optionalString,
  TICKETMASTER_API_URL: z
    .string()
    .url()
    .default('https://app.ticketmaster.com'),
  /** Keyless schedule feeds read by the events refresh; 'none' turns them all off. */
  EVENT_SOURCES: eventSourcesSchema,
  MLB_STATS_API_URL: z.string().url().default('https://statsapi.mlb.com'),
  NHL_API_URL: z.string().url().default('https://api-web.nhle.com'),
  ESPN_API_URL: z.string().url().default('https://site.api.espn.com'),
  /** Comma-separated iCalendar feeds: `url` or `url|venue name|category`. */
  EVENT_ICS_FEEDS: icsFeedsSchema,
  /** Hours between event refreshes (all sources, once across processes). */
  EVENTS_REFRESH_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(6),
  YELP_API_KEY: optionalString,
  /** S3-compatible storage for post photos (AWS, MinIO, R2...); files under DATA_DIR otherwise. */
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  XAI_API_KEY: optionalString,
  XAI_API_URL: z.string().url().default('https://api.x.ai'),
  XAI_MODEL: z.string().min(1).default('grok-3-mini'),
  /** 'open-meteo' samples real elevations along a trail's route; off by default. */
  ELEVATION_PROVIDER: z.enum(['offline', 'open-meteo']).default('offline'),
  ELEVATION_API_URL: z.string().url().default('https://api.open-meteo.com'),
  /** Keyless OSRM server for leave-by travel times; empty = our own travel estimate. */
  OSRM_URL: optionalString.pipe(z.string().url().optional()),
  /** Raster map tiles for the web map; its host is the only tile host the CSP allows. */
  MAP_TILE_URL: tileUrlSchema.default(DEFAULT_TILE_URL),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .min(1)
    .default(DEFAULT_TILE_ATTRIBUTION),
});

export type Config = z.infer<typeof configSchema>;

/** Off the embedded default, links cannot fall back to the listening address. */
const usesPostgres = (config: Config) =>
  Boolean(config.DATABASE_URL && config.DATABASE_URL !== 'memory');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/** Parses the environment once; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`,
      ),
    );
  }
  return parsed.data;
}

/** What serving needs beyond loadConfig (the admin command needs none of it). */
export function assertServable(config: Config) {
  const s3 = [
    config.S3_ENDPOINT,
    config.S3_BUCKET,
    config.S3_ACCESS_KEY_ID,
    config.S3_SECRET_ACCESS_KEY,
  ];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError([
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set all four to store photos in S3-compatible storage, or none',
    ]);
  }
  if (usesPostgres(config) && !config.PUBLIC_URL) {
    throw new ConfigError([
      'PUBLIC_URL: required when DATABASE_URL points at PostgreSQL (links in mail and calendar feeds use it)',
    ]);
  }
}

/** Every variable the server reads, for the check that `.env.example` lists each. */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);
