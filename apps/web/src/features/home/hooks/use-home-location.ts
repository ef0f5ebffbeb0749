import { METRO_CENTER } from '@app/shared/metro';
import { startTransition, useEffect, useState } from 'react';

import {
  failureText,
  hasGeolocation,
  requestPosition,
} from '../../../lib/geolocation';

const HOME_GEO_TIMEOUT_MS = 10_000;
const HOME_GEO_MAX_AGE_MS = 5 * 60_000;

const LOCATION_REASONS = {
  unsupported: 'Geolocation not supported',
  denied: 'Location permission denied by user',
  unavailable: 'Location information unavailable',
  timeout: 'Location request timed out',
  other: 'Location access denied',
} as const;

export type HomeLocation =
  | { status: 'detecting' }
  | { status: 'detected'; lat: number; lng: number }
  | { status: 'failed'; lat: number; lng: number; reason: string };

function reasonFor(error: Pick<GeolocationPositionError, 'code'>): string {
  return failureText(error, LOCATION_REASONS);
}

const fallback = (reason: string): HomeLocation => ({
  status: 'failed',
  lat: METRO_CENTER.lat,
  lng: METRO_CENTER.lng,
  reason,
});

/** Detects the device location once per visit; failures fall back to Denver with the reason. */
export function useHomeLocation(): HomeLocation {
  const [location, setLocation] = useState<HomeLocation>(() =>
    hasGeolocation()
      ? { status: 'detecting' }
      : fallback(LOCATION_REASONS.unsupported),
  );
  useEffect(() => {
    if (!hasGeolocation()) return;
    let active = true;
    void requestPosition({
      enableHighAccuracy: false,
      timeout: HOME_GEO_TIMEOUT_MS,
      maximumAge: HOME_GEO_MAX_AGE_MS,
    }).then(({ coords, error }) => {
      if (!active) return;
      // The whole home page follows the location: redraw it without blocking.
      startTransition(() =>
        setLocation(
          coords
            ? { status: 'detected', ...coords }
            : fallback(error ? reasonFor(error) : LOCATION_REASONS.unsupported),
        ),
      );
    });
    return () => {
      active = false;
    };
  }, []);
  return location;
}
