import { useCallback, useState } from 'react';

import {
  GEO_MESSAGES,
  geolocationMessage,
} from '../../../lib/geolocation-messages';

export type Coordinates = { lat: number; lng: number };

/** One-shot high-accuracy position, 5 s timeout, no cached fix (spec 2 §9). */
export function useGeolocation() {
  const [isLocating, setIsLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(
    () =>
      new Promise<Coordinates | null>((resolve) => {
        setError(null);
        try {
          if (!navigator.geolocation) throw new Error('unsupported');
          setIsLocating(true);
          navigator.geolocation.getCurrentPosition(
            (position) => {
              setIsLocating(false);
              resolve({
                lat: position.coords.latitude,
                lng: position.coords.longitude,
              });
            },
            (geoError) => {
              setIsLocating(false);
              setError(geolocationMessage(geoError));
              resolve(null);
            },
            { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
          );
        } catch {
          setIsLocating(false);
          setError(GEO_MESSAGES.failure);
          resolve(null);
        }
      }),
    [],
  );

  return { locate, isLocating, error };
}
