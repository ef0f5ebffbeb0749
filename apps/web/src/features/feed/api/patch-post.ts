import type { FeedPage, Post } from '@app/shared/social';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import { feedQuery, postQuery } from './get-feed';

/** Applies a change to one post wherever it is cached (feed pages and single view). */
export function patchPost(
  queryClient: QueryClient,
  id: number,
  patch: Partial<Post>,
) {
  queryClient.setQueryData<InfiniteData<FeedPage>>(
    feedQuery().queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: page.posts.map((p) => (p.id === id ? { ...p, ...patch } : p)),
        })),
      },
  );
  queryClient.setQueryData<Post>(
    postQuery(id).queryKey,
    (post) => post && { ...post, ...patch },
  );
}
