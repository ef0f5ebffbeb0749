import type { Config } from '../../config';

import { createOpenMeteoElevation } from './open-meteo';

export type LatLng = readonly [number, number];

export type ElevationProvider = {
  readonly name: string;
  /** True when elevations come from measured terrain data. */
  readonly live: boolean;
  /** Feet above sea level for each point, in order; null when unknown. */
  elevations: (points: readonly LatLng[]) => Promise<number[] | null>;
};

/** Knows no elevations: profiles are built from the trail's length and gain. */
const offlineElevation: ElevationProvider = {
  name: 'offline',
  live: false,
  elevations: async () => null,
};

export function createElevationProviderFromConfig(
  config: Pick<Config, 'ELEVATION_PROVIDER' | 'ELEVATION_API_URL'>,
): ElevationProvider {
  return config.ELEVATION_PROVIDER === 'open-meteo'
    ? createOpenMeteoElevation({ baseUrl: config.ELEVATION_API_URL })
    : offlineElevation;
}
