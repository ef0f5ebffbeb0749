import type { Point } from '@app/shared/travel';
import { z } from 'zod';

/** A leave-by time must not wait on a slow router: past this, our estimate stands in. */
const OSRM_TIMEOUT_MS = 1_500;

const answerSchema = z.object({
  code: z.string(),
  routes: z.array(z.object({ duration: z.number().nonnegative() })),
});

/** Driving minutes between two points; null when the router cannot say. */
export type Router = (from: Point, to: Point) => Promise<number | null>;

const coordinate = (p: Point) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;

/**
 * OSRM's keyless route service (`/route/v1/driving/lon,lat;lon,lat`). Any
 * failure (timeout, error status, 'NoRoute', an odd answer) is null, so the
 * caller falls back to its own estimate.
 */
export function createOsrmRouter(options: {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): Router {
  const doFetch = options.fetch ?? fetch;
  return async (from, to) => {
    const url = new URL(
      `route/v1/driving/${coordinate(from)};${coordinate(to)}`,
      options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    );
    url.searchParams.set('overview', 'false');
    try {
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? OSRM_TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const parsed = answerSchema.safeParse(await response.json());
      const route =
        parsed.success && parsed.data.code === 'Ok'
          ? parsed.data.routes[0]
          : undefined;
      return route ? Math.max(1, Math.round(route.duration / 60)) : null;
    } catch {
      return null;
    }
  };
}
