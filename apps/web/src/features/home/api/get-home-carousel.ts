import type { OnDemandSearchResponse } from '@app/shared/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import {
  CAROUSEL_FETCH_LIMIT,
  prepareCarousel,
  type CarouselConfig,
} from '../lib/carousel-rules';

type Center = { lat: number; lng: number };

const homeCarouselQuery = (config: CarouselConfig, center: Center) =>
  queryOptions({
    queryKey: ['home', 'carousel', config.kind, center.lat, center.lng],
    queryFn: async ({ signal }) => {
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
  return useQuery({
    ...homeCarouselQuery(config, center ?? { lat: 0, lng: 0 }),
    enabled: center !== null,
  });
}
