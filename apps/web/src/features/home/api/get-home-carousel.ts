import type { OnDemandSearchResponse } from '@app/shared/activity';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import {
  CAROUSEL_FETCH_LIMIT,
  prepareCarousel,
  type CarouselConfig,
} from '../lib/carousel-rules';

type Center = { lat: number; lng: number };

const homeCarouselQuery = (config: CarouselConfig, center: Center | null) =>
  queryOptions({
    queryKey: [
      'home',
      'carousel',
      config.kind,
      center?.lat ?? 0,
      center?.lng ?? 0,
    ],
    // Content lists load only after detection completes (spec 1 §8).
    enabled: center !== null,
    queryFn: async ({ signal }) => {
      if (!center) throw new Error('No location yet');
      const result = await api.post<OnDemandSearchResponse>(
        '/api/search/on-demand',
        {
          lat: center.lat,
          lng: center.lng,
          categories: config.categories,
          radius_km: config.radiusKm,
          limit: CAROUSEL_FETCH_LIMIT,
        },
        { signal, idempotent: true },
      );
      return prepareCarousel(result.activities, {
        cap: config.capPerSubcategory,
        eventsFirst: config.eventsFirst,
        eventsOnly: config.eventsOnly,
      });
    },
    staleTime: 5 * 60_000,
  });

/** Waits for location detection; a failed fetch shows as an empty list (spec 1 §8). */
export function useHomeCarousel(config: CarouselConfig, center: Center | null) {
  return useQuery(homeCarouselQuery(config, center));
}

/** Every carousel's list, asked for at once as soon as the location is known. */
export function useHomeCarousels(
  configs: readonly CarouselConfig[],
  center: Center | null,
) {
  useQueries({
    queries: configs.map((config) => homeCarouselQuery(config, center)),
  });
}
