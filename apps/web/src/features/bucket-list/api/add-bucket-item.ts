import type { AddBucketItemInput, BucketItem } from '@app/shared/bucket-list';

import { api } from '../../../lib/api-client';

/** Idempotent on the server: adding twice returns the existing item. */
export const addBucketItem = (input: AddBucketItemInput): Promise<BucketItem> =>
  api.post<BucketItem>(
    '/api/bucket-list',
    { priority: 'medium', target_season: null, notes: '', ...input },
    { idempotent: true },
  );
