/** Cache keys of the social feed (`/api/social/feed`, posts and comments). */
export const feedKeys = {
  all: ['feed'] as const,
  list: () => [...feedKeys.all, 'list'] as const,
  post: (id: number) => [...feedKeys.all, 'post', id] as const,
  comments: (postId: number) => [...feedKeys.all, 'comments', postId] as const,
};
