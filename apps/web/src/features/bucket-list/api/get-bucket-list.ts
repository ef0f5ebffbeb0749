import type { BucketItem } from '@app/shared/bucket-list';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';
import { fetchAllPages } from '../../../lib/fetch-all-pages';

import { bucketListKeys } from './bucket-list-keys';

const getBucketList = (): Promise<BucketItem[]> =>
  fetchAllPages((page) =>
    api.get<BucketItem[]>('/api/bucket-list', { query: page }),
  );

export const bucketListQuery = () =>
  queryOptions({ queryKey: bucketListKeys.list(), queryFn: getBucketList });

export const useBucketList = () =>
  useQuery({ ...bucketListQuery(), enabled: isSignedIn() });
