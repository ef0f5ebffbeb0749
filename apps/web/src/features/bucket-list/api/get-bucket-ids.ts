import type { BucketIds } from '@app/shared/bucket-list';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/auth-storage';

import { bucketListKeys } from './bucket-list-keys';

const getBucketIds = async (): Promise<BucketIds['items']> =>
  (await api.get<BucketIds>('/api/bucket-list/ids')).items;

export const bucketIdsQuery = () =>
  queryOptions({ queryKey: bucketListKeys.ids(), queryFn: getBucketIds });

/** Which activities are bucketed (and their item ids), for a whole grid at once. */
export const useBucketIds = () =>
  useQuery({ ...bucketIdsQuery(), enabled: isSignedIn() });
