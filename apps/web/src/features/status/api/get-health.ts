import type { ApiKeyName, HealthyAnswer } from '@app/shared/health';
import { queryOptions, useQuery } from '@tanstack/react-query';

const HEALTH_POLL_MS = 30_000;

export const API_KEY_LABELS: Record<ApiKeyName, string> = {
  google_places: 'Google Places',
  google_maps: 'Google Maps',
  weather: 'Weather',
  eventbrite: 'Eventbrite',
  ticketmaster: 'Ticketmaster',
  yelp: 'Yelp',
  xai: 'xAI',
};

/**
 * The 200 answer, read leniently: the light only needs the status, and the
 * tooltip lists whichever key flags and sources the answer carries.
 */
export type Health = Omit<HealthyAnswer, 'api_keys' | 'providers'> & {
  api_keys: Partial<HealthyAnswer['api_keys']>;
  providers?: HealthyAnswer['providers'];
};

/** One attempt, no retries: a non-OK answer or network error is Disconnected. */
async function getHealth(signal?: AbortSignal): Promise<Health> {
  const res = await fetch('/health', { signal });
  if (!res.ok) throw new Error(`Health check failed: ${res.status}`);
  return (await res.json()) as Health;
}

const healthQuery = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_POLL_MS,
    staleTime: 0,
  });

export const useHealth = () => useQuery(healthQuery());
