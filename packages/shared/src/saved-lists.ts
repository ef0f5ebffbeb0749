import { z } from 'zod';

/** The largest page of favorites or bucket-list items one request returns. */
export const SAVED_LIST_PAGE_MAX = 500;

/** `GET /api/favorites` and `GET /api/bucket-list`: newest first, offset paging. */
export const savedListPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(SAVED_LIST_PAGE_MAX).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});
