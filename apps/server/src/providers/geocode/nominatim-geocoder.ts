import { z } from 'zod';

import type { ProviderTracker } from '../../lib/provider-status';

import type { GazetteerKind, GazetteerPlace } from './gazetteer';
import {
  GeocodeUnavailableError,
  type GeocodeProvider,
} from './geocode-provider';

/** Nominatim's usage policy: at most one request a second from the app. */
const MIN_INTERVAL_MS = 1000;
const DEFAULT_TIMEOUT_MS = 2500;
const BACKOFF_AFTER_429_MS = 60_000;
const CACHE_ENTRIES = 500;
const CACHE_TTL_MS = 24 * 3600_000;
/** The metro's box: answers stay in the area the catalogue covers. */
const VIEWBOX = '-105.35,40.1,-104.6,39.5';

const addressSchema = z
  .object({
    house_number: z.string().optional(),
    road: z.string().optional(),
    neighbourhood: z.string().optional(),
    suburb: z.string().optional(),
    quarter: z.string().optional(),
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    state: z.string().optional(),
    'ISO3166-2-lvl4': z.string().optional(),
    postcode: z.string().optional(),
  })
  .default({});

const placeSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().optional(),
  display_name: z.string(),
  addresstype: z.string().optional(),
  address: addressSchema,
});
type NominatimPlace = z.infer<typeof placeSchema>;

/** A rate-limited, cached, time-bounded client of a Nominatim server. */
export type NominatimGeocoder = GeocodeProvider & {
  search: (text: string, limit: number) => Promise<GazetteerPlace[]>;
};

const KINDS: Record<string, GazetteerKind> = {
  neighbourhood: 'neighborhood',
  suburb: 'neighborhood',
  quarter: 'neighborhood',
  city: 'city',
  town: 'city',
  village: 'city',
  postcode: 'postcode',
};

function placeName(place: NominatimPlace) {
  const a = place.address;
  const street = [a.house_number, a.road].filter(Boolean).join(' ') || null;
  const neighborhood = a.neighbourhood ?? a.suburb ?? a.quarter ?? null;
  const city = a.city ?? a.town ?? a.village ?? null;
  const state = a['ISO3166-2-lvl4']?.replace(/^US-/, '') ?? a.state ?? null;
  return { street, neighborhood, city, state };
}

/** "1701 Wynkoop St, Denver, CO" rather than Nominatim's eight-part name. */
function shortAddress(place: NominatimPlace): string {
  const { street, neighborhood, city, state } = placeName(place);
  const parts = [street ?? place.name ?? neighborhood, city, state];
  const text = parts.filter(Boolean).join(', ');
  return text || place.display_name;
}

export function createNominatimGeocoder(options: {
  baseUrl: string;
  userAgent: string;
  tracker: ProviderTracker;
  timeoutMs?: number;
  now?: () => number;
}): NominatimGeocoder {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; body: unknown }>();
  let nextSlot = 0;
  let pausedUntil = 0;

  async function get(path: string, params: Record<string, string>) {
    const url = new URL(path, options.baseUrl);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      addressdetails: '1',
      ...params,
    }).toString();
    const key = url.toString();
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_TTL_MS) return hit.body;
    const start = now();
    if (start < pausedUntil) {
      throw new GeocodeUnavailableError('Nominatim asked us to slow down');
    }
    // Waiting for our turn counts against the same bound as the request.
    const wait = Math.max(0, nextSlot - start);
    if (wait >= timeoutMs) {
      throw new GeocodeUnavailableError('Nominatim is busy with our requests');
    }
    nextSlot = start + wait + MIN_INTERVAL_MS;
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const response = await fetch(url, {
        headers: {
          'User-Agent': options.userAgent,
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(timeoutMs - wait),
      });
      if (response.status === 429) pausedUntil = now() + BACKOFF_AFTER_429_MS;
      if (!response.ok) {
        throw new GeocodeUnavailableError(
          `Nominatim answered ${response.status}`,
        );
      }
      const body: unknown = await response.json();
      if (cache.size >= CACHE_ENTRIES) {
        cache.delete(cache.keys().next().value!);
      }
      cache.set(key, { at: now(), body });
      return body;
    } catch (error) {
      options.tracker.failed(error);
      throw error instanceof GeocodeUnavailableError
        ? error
        : new GeocodeUnavailableError(`Nominatim failed: ${String(error)}`);
    }
  }

  return {
    name: 'nominatim',
    async reverse(lat, lng) {
      const body = await get('/reverse', {
        lat: String(lat),
        lon: String(lng),
        zoom: '18',
      });
      const parsed = placeSchema.safeParse(body);
      if (!parsed.success) {
        // {"error":"Unable to geocode"}: nothing there, say so honestly.
        throw new GeocodeUnavailableError('Nominatim found no address');
      }
      options.tracker.succeeded(1);
      const { street, neighborhood, city, state } = placeName(parsed.data);
      return {
        formatted_address: shortAddress(parsed.data),
        address: street,
        neighborhood,
        city,
        state,
        latitude: lat,
        longitude: lng,
      };
    },

    async search(text, limit) {
      const body = await get('/search', {
        q: text,
        limit: String(limit),
        countrycodes: 'us',
        viewbox: VIEWBOX,
        bounded: '1',
      });
      const parsed = z.array(placeSchema).safeParse(body);
      if (!parsed.success) {
        throw new GeocodeUnavailableError('Nominatim sent an unexpected body');
      }
      options.tracker.succeeded(parsed.data.length);
      return parsed.data.map((place) => ({
        name: place.name || shortAddress(place),
        kind: KINDS[place.addresstype ?? ''] ?? 'landmark',
        formatted_address: shortAddress(place),
        latitude: place.lat,
        longitude: place.lon,
      }));
    },
  };
}
