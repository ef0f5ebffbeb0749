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

/**
 * Others' likes and comments send this user nothing to react to (a like
 * notifies no one), so an open feed reads its posts' counts again every 30 s
 * and when the tab comes back to the front.
 */
export const FEED_POLL_MS = 30_000;

export const useFeed = () =>
  useInfiniteQuery({
    ...feedQuery(),
    refetchInterval: FEED_POLL_MS,
    refetchOnWindowFocus: true,
  });

const getPost = (id: number): Promise<Post> =>
  api.get<Post>(`/api/social/feed/posts/${id}`);

export const postQuery = (id: number) =>
  queryOptions({ queryKey: feedKeys.post(id), queryFn: () => getPost(id) });

export const usePost = (id: number | null) =>
  useQuery({ ...postQuery(id ?? 0), enabled: id !== null });
