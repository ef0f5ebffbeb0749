import type { LocationSearchResult } from '@app/shared/locations';
import type { HomeAreaInput } from '@app/shared/plan-together';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { finalizedPlansKeys } from './finalized-plans-keys';

const homeAreaKey = ['home-area'] as const;

/** The saved home area, or null before one is set. */
type HomeArea = HomeAreaInput | null;

/** Where the caller sets out from to a plan's first stop; null until saved. */
export const useHomeArea = () =>
  useQuery({
    queryKey: homeAreaKey,
    queryFn: () => api.get<HomeArea>('/api/home-area'),
  });

/** The best match for typed place text, or null. */
async function placeOf(text: string): Promise<HomeAreaInput | null> {
  const found = await api.get<LocationSearchResult>('/api/locations/search', {
    query: { q: text, limit: 1 },
  });
  const best = found.results[0];
  return best
    ? { name: text.trim(), latitude: best.latitude, longitude: best.longitude }
    : null;
}

/** Saves the home area found for typed text (null: no such place), or clears it. */
export function useHomeAreaActions() {
  const client = useQueryClient();
  const saved = (area: HomeArea) => {
    client.setQueryData(homeAreaKey, area);
    // Every plan's first leave-by time counts from home.
    void client.invalidateQueries({ queryKey: finalizedPlansKeys.all });
  };
  return {
    save: useMutation({
      mutationFn: async (text: string) => {
        const place = await placeOf(text);
        return place ? api.put<HomeArea>('/api/home-area', place) : null;
      },
      onSuccess: (area) => area && saved(area),
    }),
    clear: useMutation({
      mutationFn: () => api.delete('/api/home-area'),
      onSuccess: () => saved(null),
    }),
  };
}
