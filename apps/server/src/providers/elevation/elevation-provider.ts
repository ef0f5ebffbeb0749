export type LatLng = readonly [number, number];

export type ElevationProvider = {
  readonly name: string;
  /** True when elevations come from measured terrain data. */
  readonly live: boolean;
  /** Feet above sea level for each point, in order; null when unknown. */
  elevations: (points: readonly LatLng[]) => Promise<number[] | null>;
};

/** Knows no elevations: profiles are built from the trail's length and gain. */
export const offlineElevation: ElevationProvider = {
  name: 'offline',
  live: false,
  elevations: async () => null,
};
