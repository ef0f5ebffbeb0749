import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { invalidateBucketList } from './invalidate';

/** By bucket item id. */
export const removeBucketItem = (id: number): Promise<unknown> =>
  api.delete(`/api/bucket-list/${id}`);

export const useRemoveBucketItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBucketItem,
    onSuccess: () => invalidateBucketList(queryClient),
  });
};
