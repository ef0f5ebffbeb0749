import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

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

const healthSchema = z.object({
  status: z.string(),
  api_keys: z.record(z.string(), z.boolean()),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** One attempt, no retries: a non-OK answer or network error is Disconnected. */
async function getHealth(signal?: AbortSignal): Promise<Health> {
  const res = await fetch('/health', { signal });
  if (!res.ok) throw new Error(`Health check failed: ${res.status}`);
  return healthSchema.parse(await res.json());
}

const healthQuery = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_POLL_MS,
    staleTime: 0,
  });

export const useHealth = () => useQuery(healthQuery());
