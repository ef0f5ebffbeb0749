import { z } from 'zod';

import {
  GeocodeRateLimitedError,
  GeocodeUnavailableError,
  nearLabel,
  type GeocodeProvider,
} from './geocode-provider';

const componentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

const responseSchema = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        address_components: z.array(componentSchema).default([]),
      }),
    )
    .default([]),
});

type Component = z.infer<typeof componentSchema>;

function component(
  components: Component[],
  type: string,
  short = false,
): string | null {
  const found = components.find((c) => c.types.includes(type));
  if (!found) return null;
  return short ? found.short_name : found.long_name;
}

/** Google Geocoding API (reverse lookups by latlng). */
export function createGoogleGeocoder(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}): GeocodeProvider {
  return {
    name: 'google',
    reverse: async (lat, lng) => {
      const url = new URL('/maps/api/geocode/json', options.baseUrl);
      url.search = new URLSearchParams({
        latlng: `${lat},${lng}`,
        key: options.apiKey,
      }).toString();
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
        });
      } catch (error) {
        throw new GeocodeUnavailableError(`geocode failed: ${String(error)}`);
      }
      if (response.status === 429) {
        throw new GeocodeRateLimitedError('geocoder answered 429');
      }
      if (!response.ok) {
        throw new GeocodeUnavailableError(
          `geocoder answered ${response.status}`,
        );
      }
      const parsed = responseSchema.safeParse(
        await response.json().catch(() => null),
      );
      if (!parsed.success) {
        throw new GeocodeUnavailableError('geocoder sent an unexpected body');
      }
      const { status, results } = parsed.data;
      if (status === 'OVER_QUERY_LIMIT' || status === 'OVER_DAILY_LIMIT') {
        throw new GeocodeRateLimitedError(`geocoder status ${status}`);
      }
      const base = { latitude: lat, longitude: lng };
      const first = results[0];
      if (status === 'ZERO_RESULTS' || !first) {
        return {
          ...base,
          formatted_address: nearLabel(lat, lng),
          address: null,
          neighborhood: null,
          city: null,
          state: null,
        };
      }
      if (status !== 'OK') {
        throw new GeocodeUnavailableError(`geocoder status ${status}`);
      }
      const parts = first.address_components;
      const street = [
        component(parts, 'street_number'),
        component(parts, 'route'),
      ]
        .filter(Boolean)
        .join(' ');
      return {
        ...base,
        formatted_address: first.formatted_address,
        address: street || null,
        neighborhood: component(parts, 'neighborhood'),
        city: component(parts, 'locality'),
        state: component(parts, 'administrative_area_level_1', true),
      };
    },
  };
}
