import {
  nearLabel,
  type GeocodeProvider,
  type ReverseGeocodeResult,
} from './geocode-provider';
import { nearestMetroPlace } from './metro-places';

/** A catalogue street address close to a point, if one exists. */
export type NearestAddressLookup = (
  lat: number,
  lng: number,
) => Promise<string | undefined>;

const STATE = 'CO';

function withCity(address: string, city: string): string {
  return address.toLowerCase().includes(city.toLowerCase())
    ? address
    : `${address}, ${city}, ${STATE}`;
}

/**
 * Reverse geocoding without a network: the nearest Denver neighbourhood or
 * metro city, plus the nearest catalogue street address when one is close.
 * Outside the metro it says only where the point is.
 */
export function createOfflineGeocoder(
  nearestAddress: NearestAddressLookup,
): GeocodeProvider {
  return {
    name: 'offline',
    reverse: async (lat, lng): Promise<ReverseGeocodeResult> => {
      const place = nearestMetroPlace(lat, lng);
      const base = { latitude: lat, longitude: lng };
      if (!place) {
        return {
          ...base,
          formatted_address: nearLabel(lat, lng),
          address: null,
          neighborhood: null,
          city: null,
          state: null,
        };
      }
      const neighborhood = place.kind === 'neighborhood' ? place.name : null;
      const city = place.kind === 'city' ? place.name : 'Denver';
      const address = (await nearestAddress(lat, lng)) ?? null;
      const formatted = address
        ? withCity(address, city)
        : [neighborhood, city, STATE].filter(Boolean).join(', ');
      return {
        ...base,
        formatted_address: formatted,
        address,
        neighborhood,
        city,
        state: STATE,
      };
    },
  };
}
