import type { ProviderStatus } from '@app/shared/provider-status';
import { queryOptions, useQuery } from '@tanstack/react-query';

const HEALTH_POLL_MS = 30_000;

export const API_KEY_LABELS = {
  google_places: 'Google Places',
  google_maps: 'Google Maps',
  weather: 'Weather',
  eventbrite: 'Eventbrite',
  ticketmaster: 'Ticketmaster',
  yelp: 'Yelp',
  xai: 'xAI',
} as const;

export type Health = {
  status: string;
  api_keys: Record<string, boolean>;
  /** Live data sources (forecast, event schedules, places) and how each is doing. */
  providers?: ProviderStatus[];
  time: string;
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
