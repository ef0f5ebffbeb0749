/** Cache keys of the bucket-list resource (`/api/bucket-list`). */
export const bucketListKeys = {
  all: ['bucket-list'] as const,
  list: () => [...bucketListKeys.all, 'list'] as const,
  recent: (limit: number) => [...bucketListKeys.all, 'recent', limit] as const,
  ids: () => [...bucketListKeys.all, 'ids'] as const,
};
