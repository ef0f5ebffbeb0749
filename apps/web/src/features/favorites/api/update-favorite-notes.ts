import type { Favorite } from '@app/shared/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { favoritesQuery } from './get-favorites';

const updateFavoriteNotes = ({
  id,
  notes,
}: {
  id: number;
  notes: string;
}): Promise<Favorite> => api.put<Favorite>(`/api/favorites/${id}`, { notes });

export const useUpdateFavoriteNotes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFavoriteNotes,
    onSuccess: (updated) =>
      queryClient.setQueryData(favoritesQuery().queryKey, (list) =>
        list?.map((f) => (f.id === updated.id ? updated : f)),
      ),
  });
};
