import type { LikeState } from '@app/shared/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { feedKeys } from './feed-keys';
import { patchPost } from './patch-post';

export const useToggleLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) =>
      liked
        ? api.post<LikeState>(`/api/social/feed/posts/${id}/like`, undefined, {
            idempotent: true,
          })
        : api.delete<LikeState>(`/api/social/feed/posts/${id}/like`),
    onSuccess: (state, { id }) =>
      patchPost(queryClient, id, {
        liked_by_me: state.liked,
        like_count: state.like_count,
      }),
  });
};

/** Reporting and deleting both take the post out of this user's feed. */
export const useRemovePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: 'report' | 'delete' }) =>
      kind === 'report'
        ? api.post(`/api/social/feed/posts/${id}/report`, { reason: '' })
        : api.delete(`/api/social/feed/posts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
};
