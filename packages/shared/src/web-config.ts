import { z } from 'zod';

/** A raster tile template: http(s) with {z}, {x} and {y} placeholders. */
export const tileUrlSchema = z
  .string()
  .trim()
  .regex(
    /^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/,
    'must be an http(s) URL with {z}, {x} and {y}',
  );

/** What the web app needs at start-up; served by GET /api/web-config. */
export const webConfigSchema = z.object({
  map_tile_url: tileUrlSchema,
  map_attribution: z.string().trim().min(1),
});

export type WebConfig = z.infer<typeof webConfigSchema>;

export const DEFAULT_TILE_URL =
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The tile server's origin, for the Content-Security-Policy. */
export function tileOrigin(tileUrl: string): string {
  return new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin;
}
