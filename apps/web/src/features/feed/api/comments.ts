import type { Comment } from '@app/shared/social';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { feedKeys } from './feed-keys';
import { patchPost } from './patch-post';

const getComments = (postId: number): Promise<Comment[]> =>
  api.get<Comment[]>(`/api/social/feed/posts/${postId}/comments`);

const commentsQuery = (postId: number) =>
  queryOptions({
    queryKey: feedKeys.comments(postId),
    queryFn: () => getComments(postId),
  });

export const useComments = (postId: number) => useQuery(commentsQuery(postId));

export const useCommentActions = (postId: number) => {
  const queryClient = useQueryClient();
  const key = commentsQuery(postId).queryKey;
  const setCount = (list: Comment[]) =>
    patchPost(queryClient, postId, { comment_count: list.length });
  const add = useMutation({
    mutationFn: (text: string) =>
      api.post<Comment>(`/api/social/feed/posts/${postId}/comments`, { text }),
    onSuccess: (comment) => {
      const list = [...(queryClient.getQueryData(key) ?? []), comment];
      queryClient.setQueryData(key, list);
      setCount(list);
    },
  });
  const remove = useMutation({
    mutationFn: (commentId: number) =>
      api.delete(`/api/social/feed/posts/${postId}/comments/${commentId}`),
    onSuccess: (_, commentId) => {
      const list = (queryClient.getQueryData(key) ?? []).filter(
        (c) => c.id !== commentId,
      );
      queryClient.setQueryData(key, list);
      setCount(list);
    },
  });
  return { add, remove };
};
