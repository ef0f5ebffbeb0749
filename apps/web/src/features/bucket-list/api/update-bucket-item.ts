import type {
  BucketItem,
  UpdateBucketItemInput,
} from '@app/shared/bucket-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

import { bucketListQuery } from './get-bucket-list';

const updateBucketItem = ({
  id,
  changes,
}: {
  id: number;
  changes: UpdateBucketItemInput;
}): Promise<BucketItem> =>
  api.put<BucketItem>(`/api/bucket-list/${id}`, changes);

export const useUpdateBucketItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBucketItem,
    onSuccess: (updated) =>
      queryClient.setQueryData(bucketListQuery().queryKey, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
};
