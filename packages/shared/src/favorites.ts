import { z } from 'zod';

import { activitySchema } from './activity';
import { idParamSchema } from './ids';

export const FAVORITE_NOTES_MAX = 2000;

export const favoriteSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity: activitySchema,
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const favoriteListSchema = z.array(favoriteSchema);

export const addFavoriteInputSchema = z.object({
  activity_id: idParamSchema,
  notes: z.string().max(FAVORITE_NOTES_MAX).nullable().optional(),
});
export type AddFavoriteInput = z.infer<typeof addFavoriteInputSchema>;

export const updateFavoriteInputSchema = z.object({
  notes: z.string().max(FAVORITE_NOTES_MAX).nullable(),
});
export type UpdateFavoriteInput = z.infer<typeof updateFavoriteInputSchema>;

export const favoriteCheckSchema = z.object({
  is_favorite: z.boolean(),
  favorite_id: z.number().int().nullable(),
});
export type FavoriteCheck = z.infer<typeof favoriteCheckSchema>;

/** Which activities the user has favorited: one call for a whole grid of cards. */
export const favoriteIdsSchema = z.object({
  activity_ids: z.array(z.number().int()),
});
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;

export const removedSchema = z.object({
  detail: z.string(),
});

/** The read side of `/api/favorites`: a page, every saved id, and one activity. */
export const favoriteLookupSchemas = {
  list: favoriteListSchema,
  ids: favoriteIdsSchema,
  check: favoriteCheckSchema,
};
