import { bucketListSchema, type BucketItem } from '@app/shared/bucket-list';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';

const PAGE_LIMIT = 500;

export const getBucketList = (): Promise<BucketItem[]> =>
  api.get('/api/bucket-list', {
    query: { limit: PAGE_LIMIT },
    schema: bucketListSchema,
  });

export const bucketListQuery = () =>
  queryOptions({ queryKey: ['bucket-list', 'list'], queryFn: getBucketList });

export const useBucketList = () =>
  useQuery({ ...bucketListQuery(), enabled: isSignedIn() });
