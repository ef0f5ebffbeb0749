import type { LatLng } from '@app/shared/templates';
import { useCallback, useState } from 'react';

import { geolocationMessage } from '../../../lib/geolocation-messages';

export const GEO_UNSUPPORTED = 'Geolocation is not supported by this browser';

/** Device location with the quick plan's options (spec 1 §5). */
export function useGeolocation() {
  const [isLocating, setIsLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback((): Promise<LatLng | null> => {
    setError(null);
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setError(GEO_UNSUPPORTED);
      return Promise.resolve(null);
    }
    setIsLocating(true);
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          setIsLocating(false);
          resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude });
        },
        (err) => {
          setIsLocating(false);
          // The spec's message, never the browser's raw 'User denied Geolocation'.
          setError(geolocationMessage(err));
          resolve(null);
        },
        { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 },
      );
    });
  }, []);

  return { locate, isLocating, error };
}
