import type { FeedPage, Post } from '@app/shared/social';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { feedKeys } from './feed-keys';

const getFeedPage = (cursor: string | null): Promise<FeedPage> =>
  api.get<FeedPage>('/api/social/feed', {
    query: { cursor },
  });

export const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: feedKeys.list(),
    queryFn: ({ pageParam }) => getFeedPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useFeed = () => useInfiniteQuery(feedQuery());

const getPost = (id: number): Promise<Post> =>
  api.get<Post>(`/api/social/feed/posts/${id}`);

export const postQuery = (id: number) =>
  queryOptions({ queryKey: feedKeys.post(id), queryFn: () => getPost(id) });

export const usePost = (id: number | null) =>
  useQuery({ ...postQuery(id ?? 0), enabled: id !== null });
