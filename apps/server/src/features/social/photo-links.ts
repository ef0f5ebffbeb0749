import { createHmac, timingSafeEqual } from 'node:crypto';

import type { PhotoVariant } from './photo-processing';

/** Links stay the same for an hour so the browser cache can reuse them. */
const WINDOW_SECONDS = 3600;

export type PhotoLinkQuery = { v: number; exp: number; sig: string };

/**
 * Photo links are signed for one viewer, because an <img> cannot send the
 * bearer token; the photo route still re-checks that viewer's access.
 */
export function createPhotoLinks(secret: string) {
  const sign = (photoId: string, viewer: number, exp: number) =>
    createHmac('sha256', secret)
      .update(`photo:${photoId}:${viewer}:${exp}`)
      .digest('base64url');

  return {
    url(
      photoId: string,
      variant: PhotoVariant,
      viewer: number | null,
      now = Date.now(),
    ) {
      const v = viewer ?? 0;
      const exp =
        (Math.floor(now / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      return `/api/social/photos/${photoId}/${variant}?v=${v}&exp=${exp}&sig=${sign(photoId, v, exp)}`;
    },

    /** The viewer (null for anonymous) a valid link was made for, else undefined. */
    verify(photoId: string, query: PhotoLinkQuery, now = Date.now()) {
      if (query.exp * 1000 < now) return undefined;
      const expected = Buffer.from(sign(photoId, query.v, query.exp));
      const given = Buffer.from(query.sig);
      if (
        expected.length !== given.length ||
        !timingSafeEqual(expected, given)
      ) {
        return undefined;
      }
      return { viewer: query.v === 0 ? null : query.v };
    },
  };
}

export type PhotoLinks = ReturnType<typeof createPhotoLinks>;
