import { FEET_PER_METER } from '@app/shared/elevation';
import { z } from 'zod';

import type { ElevationProvider, LatLng } from './elevation-provider';

const TIMEOUT_MS = 5_000;

const answerSchema = z.object({ elevation: z.array(z.number()) });

class ElevationProviderError extends Error {}

/**
 * Open-Meteo's elevation API (no key; up to 100 points a request), answering
 * metres from a 90 m digital elevation model.
 */
export function createOpenMeteoElevation(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): ElevationProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'open-meteo',
    live: true,
    async elevations(points: readonly LatLng[]) {
      const url = new URL('/v1/elevation', options.baseUrl);
      url.searchParams.set(
        'latitude',
        points.map(([lat]) => lat.toFixed(5)).join(','),
      );
      url.searchParams.set(
        'longitude',
        points.map(([, lng]) => lng.toFixed(5)).join(','),
      );
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        throw new ElevationProviderError(`elevation API ${response.status}`);
      }
      const parsed = answerSchema.safeParse(await response.json());
      if (!parsed.success || parsed.data.elevation.length !== points.length) {
        throw new ElevationProviderError('unexpected elevation answer');
      }
      return parsed.data.elevation.map((meters) => meters * FEET_PER_METER);
    },
  };
}
