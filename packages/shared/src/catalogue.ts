import { z } from 'zod';

import { PLAN_CATEGORY_IDS } from './interests';

/** One place of the committed catalogue (`data/catalogue.json`): facts only. */
export const catalogueEntrySchema = z.object({
  name: z.string().min(1),
  category: z.enum(PLAN_CATEGORY_IDS),
  subcategory: z.string().min(1),
  types: z.array(z.string()),
  description: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().nullable(),
  phone_number: z.string().nullable(),
  website_url: z.string().nullable(),
  source: z.string().min(1),
  source_id: z.string().min(1),
  attribution: z.string().nullable(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const catalogueSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  licence: z.string(),
  attribution: z.string(),
  url: z.string().nullable(),
  records: z.number().int(),
});
export type CatalogueSource = z.infer<typeof catalogueSourceSchema>;

export const catalogueFileSchema = z.object({
  /** A hash of the entries; seeding is skipped when this version is loaded. */
  version: z.string(),
  sources: z.array(catalogueSourceSchema),
  entries: z.array(catalogueEntrySchema),
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

/** GET /api/catalogue/sources: what the About/Credits page shows. */
export const catalogueSourcesResponseSchema = z.object({
  version: z.string().nullable(),
  total_places: z.number().int(),
  sources: z.array(catalogueSourceSchema),
});
export type CatalogueSourcesResponse = z.infer<
  typeof catalogueSourcesResponseSchema
>;

/** The Denver-metro box every catalogue place lies in. */
export const METRO_BOX = {
  minLat: 39.55,
  maxLat: 39.95,
  minLng: -105.25,
  maxLng: -104.7,
} as const;

export function isInMetro(lat: number, lng: number): boolean {
  return (
    lat >= METRO_BOX.minLat &&
    lat <= METRO_BOX.maxLat &&
    lng >= METRO_BOX.minLng &&
    lng <= METRO_BOX.maxLng
  );
}
