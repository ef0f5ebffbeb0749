import type { Activity } from '@app/shared/activity';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { ApiError } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';
import { addFavorite } from '../api/add-favorite';
import { favoriteIdsQuery, useFavoriteIds } from '../api/get-favorite-ids';
import { invalidateFavorites } from '../api/invalidate';
import { removeFavorite } from '../api/remove-favorite';

export type FavoriteToggleOptions = {
  /** Called with the server's message when a free user is at the cap. */
  onLimitReached?: (message: string) => void;
};

/**
 * Card favorite buttons: the flag flips only when the server call succeeds;
 * anonymous users go to /login; other failures are silent (spec 2 §4, §8).
 */
export function useFavoriteToggle(options: FavoriteToggleOptions = {}) {
  const { onLimitReached } = options;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useFavoriteIds();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const isFavorite = useCallback(
    (activityId: number) => ids.data?.includes(activityId) ?? false,
    [ids.data],
  );

  const toggle = useCallback(
    async (activity: Pick<Activity, 'id'>) => {
      if (!isSignedIn()) {
        void navigate('/login');
        return;
      }
      const activityId = activity.id;
      const wasFavorite =
        queryClient
          .getQueryData(favoriteIdsQuery().queryKey)
          ?.includes(activityId) ?? false;
      setPending((s) => new Set(s).add(activityId));
      try {
        if (wasFavorite) await removeFavorite(activityId);
        else await addFavorite(activityId);
        queryClient.setQueryData(favoriteIdsQuery().queryKey, (list = []) =>
          wasFavorite
            ? list.filter((id) => id !== activityId)
            : [...list, activityId],
        );
        void invalidateFavorites(queryClient);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          onLimitReached?.(error.serverMessage);
        }
      } finally {
        setPending((s) => {
          const next = new Set(s);
          next.delete(activityId);
          return next;
        });
      }
    },
    [navigate, queryClient, onLimitReached],
  );

  return { isFavorite, toggle, isPending: (id: number) => pending.has(id) };
}
