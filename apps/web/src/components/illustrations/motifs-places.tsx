import type { ReactElement } from 'react';

import { F } from './motif-style';

/** Food, nightlife and outdoor pictograms on a 64x64 grid. */
export const PLACE_MOTIFS: Record<string, ReactElement> = {
  // Food & Dining
  restaurants: (
    <>
      <circle cx="32" cy="34" r="14" />
      <path d="M12 18v12m-3-12v6a3 3 0 0 0 6 0v-6M12 30v18M52 18c-4 2-5 8-5 14h5v16" />
    </>
  ),
  mexican: (
    <>
      <path d="M8 44a24 24 0 0 1 48 0z" />
      <path d="M16 38c4-6 8-6 12-2s8 4 12-2 6-2 8 2" />
      <circle cx="24" cy="42" r="2" {...F} />
      <circle cx="36" cy="41" r="2" {...F} />
    </>
  ),
  sushi: (
    <>
      <circle cx="24" cy="34" r="13" />
      <circle cx="24" cy="34" r="6" {...F} />
      <rect x="38" y="26" width="18" height="16" rx="4" />
      <path d="M44 26v16" />
    </>
  ),
  italian: (
    <>
      <path d="M14 16l36 8-26 28z" />
      <path d="M14 16c12-2 26 2 36 8" />
      <circle cx="28" cy="28" r="3" {...F} />
      <circle cx="26" cy="40" r="2.5" {...F} />
      <circle cx="37" cy="31" r="2.5" {...F} />
    </>
  ),
  asian: (
    <>
      <path d="M10 32h44a22 16 0 0 1-44 0z" />
      <path d="M24 48h16M40 10l-8 20M48 12l-10 18" />
    </>
  ),
  american: (
    <>
      <path d="M12 28a20 14 0 0 1 40 0z" />
      <path d="M10 34h44M12 40h40" />
      <rect x="12" y="44" width="40" height="6" rx="3" />
    </>
  ),
  'fast food': (
    <>
      <path d="M18 28h28l-4 24H22z" />
      <path d="M22 28l-2-14m8 14V12m8 16l2-16m6 16l4-12" />
    </>
  ),
  indian: (
    <>
      <path d="M12 30h40l-4 16H16z" />
      <path d="M8 30h48M24 22c-2-4 2-6 0-10m8 10c-2-4 2-6 0-10m8 10c-2-4 2-6 0-10" />
    </>
  ),
  mediterranean: (
    <>
      <path d="M10 50C22 38 36 24 54 14" />
      <ellipse cx="24" cy="34" rx="4" ry="7" transform="rotate(40 24 34)" />
      <ellipse cx="38" cy="24" rx="4" ry="7" transform="rotate(40 38 24)" />
      <circle cx="30" cy="44" r="4" {...F} />
    </>
  ),
  'coffee & cafes': (
    <>
      <path d="M12 26h32v10a14 14 0 0 1-28 0z" />
      <path d="M44 30h4a5 5 0 0 1 0 10h-6M10 54h40M22 18c-2-3 2-5 0-8m8 8c-2-3 2-5 0-8" />
    </>
  ),
  brunch: (
    <>
      <path d="M14 30c-2-12 12-18 22-14s16 6 14 18-12 16-22 14-12-8-14-18z" />
      <circle cx="32" cy="31" r="7" {...F} />
    </>
  ),
  // Nightlife
  bars: (
    <>
      <path d="M18 14h28l-4 38H22z" />
      <path d="M20 26h24" />
    </>
  ),
  breweries: (
    <>
      <rect x="14" y="22" width="26" height="30" rx="3" />
      <path d="M40 28h6a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4h-6M14 22c0-6 6-8 10-6 2-4 10-4 12 0 4-2 8 2 4 6M22 30v16m10-16v16" />
    </>
  ),
  'wine bars': (
    <>
      <path d="M20 10h24c0 14-4 22-12 22s-12-8-12-22zM32 32v18M22 52h20" />
      <path d="M21 20h22" />
    </>
  ),
  'cocktail bars': (
    <>
      <path d="M12 14h40L32 34zM32 34v16M22 52h20M44 8l-6 14" />
      <circle cx="46" cy="10" r="3" {...F} />
    </>
  ),
  pubs: (
    <>
      <path d="M20 12h24l-2 40H22z" />
      <path d="M20 12c0-4 24-4 24 0M22 40h20" />
    </>
  ),
  lounges: (
    <>
      <path d="M12 30v-6a6 6 0 0 1 6-6h28a6 6 0 0 1 6 6v6" />
      <path d="M8 30h48v12H8zM12 42v8m40-8v8" />
    </>
  ),
  nightclubs: (
    <>
      <circle cx="32" cy="34" r="16" />
      <path d="M16 34h32M32 18v32M20 24h24M20 44h24M32 8v10" />
    </>
  ),
  'country bars': (
    <>
      <path d="M6 40c8 6 44 6 52 0" />
      <path d="M16 40c0-14 4-22 8-22 3 0 5 4 8 4s5-4 8-4c4 0 8 8 8 22" />
    </>
  ),
  'sports bars': (
    <>
      <rect x="8" y="14" width="48" height="30" rx="3" />
      <path d="M24 52h16M32 44v8" />
      <circle cx="32" cy="29" r="8" />
    </>
  ),
  'dive bars': (
    <>
      <path d="M26 10h12v10l6 8v24H20V28l6-8z" />
      <path d="M20 36h24" />
    </>
  ),
  // Outdoors
  parks: (
    <>
      <circle cx="24" cy="22" r="12" />
      <path d="M24 34v18M36 42h20M38 42v10m16-10v10M34 36h24" />
    </>
  ),
  hiking: (
    <>
      <path d="M4 50l18-28 10 14 8-10 20 24z" />
      <path d="M22 22l4 6m-8 0 4-6" />
    </>
  ),
  biking: (
    <>
      <circle cx="16" cy="40" r="10" />
      <circle cx="48" cy="40" r="10" />
      <path d="M16 40l10-16h14l8 16M26 24l6 16h8M22 18h8M40 24l-2-6h6" />
    </>
  ),
  gardens: (
    <>
      <circle cx="32" cy="22" r="5" {...F} />
      <circle cx="32" cy="12" r="5" />
      <circle cx="42" cy="22" r="5" />
      <circle cx="22" cy="22" r="5" />
      <circle cx="32" cy="32" r="5" />
      <path d="M32 37v17M32 48c-6-6-12-4-12-4m12 0c6-6 12-4 12-4" />
    </>
  ),
  'recreation areas': (
    <>
      <circle cx="44" cy="18" r="7" />
      <path d="M6 44c6-4 10-4 16 0s10 4 16 0 10-4 16 0M6 52c6-4 10-4 16 0s10 4 16 0 10-4 16 0M8 36l12-12 10 10" />
    </>
  ),
  camping: (
    <>
      <path d="M8 50L32 14l24 36zM32 14v36M26 50l6-12 6 12" />
    </>
  ),
  fishing: (
    <>
      <path d="M10 32c8-10 24-12 34 0-10 12-26 10-34 0zM44 32l10-8v16z" />
      <circle cx="20" cy="30" r="2" {...F} />
    </>
  ),
};
