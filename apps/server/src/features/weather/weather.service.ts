import { metroToday } from '@app/shared/metro';
import {
  MAX_FORECAST_DAYS,
  type WeatherQuery,
  type WeatherResponse,
} from '@app/shared/weather';
import type { FastifyBaseLogger } from 'fastify';

import type { ProviderTracker } from '../../lib/provider-status';
import type {
  WeatherForecast,
  WeatherProvider,
} from '../../providers/weather/weather-provider';

import type { TtlCache } from './weather.cache';

/** A live answer is fresh for the hour it was fetched in. */
const FRESH_MS = 60 * 60_000;
/** Past this age a fresh answer is served while a newer one is fetched. */
const REFRESH_AFTER_MS = 30 * 60_000;
/** How long a last good answer may stand in for an unreachable provider. */
const KEEP_MS = 48 * 60 * 60_000;
/** After a failure, the provider is not asked again for this cell so soon. */
const RETRY_AFTER_MS = 60_000;
/** The longest a request waits on the live provider. */
const DEFAULT_WAIT_MS = 1500;

/** A forecast as cached, with when it was fetched. */
export type StoredForecast = { forecast: WeatherForecast; fetched_at: string };

function cacheCell(lat: number, lng: number): string {
  return `${Math.round(lat * 10)}:${Math.round(lng * 10)}`;
}

const cellCentre = (n: number) => Math.round(n * 10) / 10;

type WeatherServiceDeps = {
  /** Null when only the offline normals are wanted. */
  provider: WeatherProvider | null;
  /** Typical weather from the climate normals: the offline mode. */
  typical: WeatherProvider;
  cache: TtlCache<StoredForecast>;
  tracker: ProviderTracker;
  waitMs?: number;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

export function createWeatherService(deps: WeatherServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const waitMs = deps.waitMs ?? DEFAULT_WAIT_MS;
  const inFlight = new Map<string, Promise<StoredForecast>>();
  const failedAt = new Map<string, number>();

  /** One live call per cell at a time; it fills the cache when it lands, however late. */
  function fetchLive(
    provider: WeatherProvider,
    key: string,
    lat: number,
    lng: number,
  ): Promise<StoredForecast> {
    const running = inFlight.get(key);
    if (running) return running;
    const call = (async () => {
      try {
        const forecast = await provider.forecast({
          lat: cellCentre(lat),
          lng: cellCentre(lng),
          days: MAX_FORECAST_DAYS,
          today: metroToday(now()),
        });
        const stored = { forecast, fetched_at: now().toISOString() };
        await deps.cache.set(key, stored, KEEP_MS);
        failedAt.delete(key);
        deps.tracker.succeeded(forecast.forecast.length, now());
        return stored;
      } catch (error) {
        failedAt.set(key, now().getTime());
        deps.tracker.failed(error);
        deps.log?.warn({ err: error }, 'weather provider failed');
        throw error;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, call);
    return call;
  }

  /** The live call, or undefined once `waitMs` has passed or it failed. */
  async function withinBound(call: Promise<StoredForecast>) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), waitMs);
    });
    try {
      return await Promise.race([call.catch(() => undefined), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function liveForecast(lat: number, lng: number, today: string) {
    const { provider } = deps;
    if (!provider) return undefined;
    const key = `${provider.name}:${cacheCell(lat, lng)}`;
    const stored = await deps.cache.get(key);
    const coversToday = stored?.forecast.forecast.some((d) => d.date >= today);
    const age = stored
      ? now().getTime() - Date.parse(stored.fetched_at)
      : Infinity;
    if (stored && coversToday && age < FRESH_MS) {
      if (age > REFRESH_AFTER_MS) {
        fetchLive(provider, key, lat, lng).catch(() => undefined);
      }
      return stored;
    }
    const lastFailure = failedAt.get(key);
    const resting =
      lastFailure !== undefined &&
      now().getTime() - lastFailure < RETRY_AFTER_MS;
    const fresh = resting
      ? undefined
      : await withinBound(fetchLive(provider, key, lat, lng));
    return fresh ?? (coversToday ? stored : undefined);
  }

  function respond(
    query: WeatherQuery,
    today: string,
    answer: WeatherForecast,
    fetchedAt: string | null,
  ): WeatherResponse {
    const forecast = answer.forecast
      .filter((d) => d.date >= today)
      .slice(0, query.days);
    const dates = new Set(forecast.map((d) => d.date));
    return {
      location: { lat: query.lat, lng: query.lng },
      units: 'imperial',
      source: answer.source,
      is_estimate: answer.is_estimate,
      kind: answer.is_estimate ? 'typical' : 'forecast',
      fetched_at: fetchedAt,
      attribution: answer.attribution,
      forecast,
      hourly_3h: answer.hourly_3h.filter((h) =>
        dates.has(h.datetime.slice(0, 10)),
      ),
    };
  }

  return {
    /**
     * The forecast for the ~0.1 degree cell around lat/lng, today first:
     * live when the provider answers within the bound, else its last good
     * answer with its age, else the typical weather for each date.
     */
    async getForecast(query: WeatherQuery): Promise<WeatherResponse> {
      const today = metroToday(now());
      const live = await liveForecast(query.lat, query.lng, today);
      if (live) return respond(query, today, live.forecast, live.fetched_at);
      const typical = await deps.typical.forecast({ ...query, today });
      return respond(query, today, typical, null);
    },
    /** One live call for the metro centre, for an operator's status check. */
    async checkForecast(): Promise<{
      ok: boolean;
      items: number;
      error: string | null;
    }> {
      if (!deps.provider) {
        return {
          ok: false,
          items: 0,
          error: 'no live forecast provider (climatology)',
        };
      }
      try {
        const answer = await deps.provider.forecast({
          lat: 39.74,
          lng: -104.99,
          days: MAX_FORECAST_DAYS,
          today: metroToday(now()),
        });
        deps.tracker.succeeded(answer.forecast.length, now());
        return { ok: true, items: answer.forecast.length, error: null };
      } catch (error) {
        deps.tracker.failed(error);
        return {
          ok: false,
          items: 0,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
    close: () => deps.cache.close(),
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
