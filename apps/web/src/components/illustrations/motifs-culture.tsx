import type { ReactElement } from 'react';

import { F } from './motif-style';

/** Arts, entertainment, shopping, sports and music pictograms on a 64x64 grid. */
export const CULTURE_MOTIFS: Record<string, ReactElement> = {
  // Arts & Culture
  museums: (
    <>
      <path d="M8 24L32 10l24 14zM10 52h44M12 46h40M16 26v20m10-20v20m12-20v20m10-20v20" />
    </>
  ),
  'art galleries': (
    <>
      <rect x="10" y="12" width="44" height="36" rx="2" />
      <rect x="16" y="18" width="32" height="24" />
      <path d="M16 42l10-12 8 8 6-6 8 10M24 56h16" />
    </>
  ),
  'current exhibitions': (
    <>
      <rect x="12" y="14" width="40" height="32" rx="2" />
      <path d="M32 20l3 7h7l-6 5 2 7-6-4-6 4 2-7-6-5h7zM20 52h24" />
    </>
  ),
  'local artists': (
    <>
      <path d="M32 10C18 10 8 20 8 32s10 22 20 22c4 0 4-4 2-6s-2-6 2-6h8c8 0 16-4 16-14 0-10-10-18-24-18z" />
      <circle cx="20" cy="28" r="3" {...F} />
      <circle cx="28" cy="19" r="3" {...F} />
      <circle cx="40" cy="20" r="3" {...F} />
      <circle cx="46" cy="30" r="3" {...F} />
    </>
  ),
  'sculpture gardens': (
    <>
      <circle cx="32" cy="16" r="7" />
      <path d="M22 40c0-10 4-16 10-16s10 6 10 16zM18 40h28v8H18zM10 54h44" />
    </>
  ),
  'historical sites': (
    <>
      <path d="M22 54V18h20v36M18 18h28M26 12h12v6M28 26h8M28 34h8M28 42h8M12 54h40" />
    </>
  ),
  'science centers': (
    <>
      <circle cx="32" cy="32" r="4" {...F} />
      <ellipse cx="32" cy="32" rx="24" ry="9" />
      <ellipse cx="32" cy="32" rx="24" ry="9" transform="rotate(60 32 32)" />
      <ellipse cx="32" cy="32" rx="24" ry="9" transform="rotate(-60 32 32)" />
    </>
  ),
  'cultural centers': (
    <>
      <circle cx="32" cy="32" r="20" />
      <path d="M12 32h40M32 12c-8 8-8 32 0 40m0-40c8 8 8 32 0 40M16 22h32M16 42h32" />
    </>
  ),
  'contemporary art': (
    <>
      <circle cx="22" cy="24" r="10" {...F} />
      <rect x="30" y="28" width="22" height="22" transform="rotate(12 41 39)" />
      <path d="M8 50l14-14 6 14z" />
    </>
  ),
  photography: (
    <>
      <rect x="8" y="20" width="48" height="32" rx="4" />
      <circle cx="32" cy="36" r="10" />
      <path d="M22 20l4-6h12l4 6" />
    </>
  ),
  // Entertainment
  movies: (
    <>
      <rect x="10" y="26" width="44" height="26" rx="2" />
      <path d="M10 18l42-8 2 10-42 8zM22 16l6 8m8-10 6 8" />
    </>
  ),
  bowling: (
    <>
      <path d="M22 10c-4 0-4 8-2 12-4 6-6 14-4 24 1 6 11 6 12 0 2-10 0-18-4-24 2-4 2-12-2-12z" />
      <circle cx="44" cy="42" r="12" />
      <circle cx="41" cy="37" r="1.8" {...F} />
      <circle cx="47" cy="37" r="1.8" {...F} />
    </>
  ),
  arcade: (
    <>
      <rect x="10" y="38" width="44" height="14" rx="4" />
      <path d="M24 38V22" />
      <circle cx="24" cy="17" r="6" {...F} />
      <circle cx="40" cy="45" r="3" {...F} />
      <circle cx="48" cy="45" r="3" {...F} />
    </>
  ),
  'mini golf': (
    <>
      <path d="M34 48V10l16 7-16 7M14 52c6-6 28-6 40 0" />
      <circle cx="20" cy="42" r="4" {...F} />
    </>
  ),
  'escape rooms': (
    <>
      <circle cx="20" cy="32" r="10" />
      <path d="M30 32h26M48 32v8m-8-8v6" />
    </>
  ),
  'comedy shows': (
    <>
      <rect x="24" y="8" width="16" height="26" rx="8" />
      <path d="M18 28a14 14 0 0 0 28 0M32 42v10M22 54h20" />
    </>
  ),
  theater: (
    <>
      <path d="M6 10h52M10 10c0 20 4 34 12 42M54 10c0 20-4 34-12 42" />
      <path d="M26 24a6 6 0 0 0 12 0zM24 36c4 4 12 4 16 0" />
    </>
  ),
  // Shopping
  'shopping malls': (
    <>
      <path d="M14 22h36l-2 32H16z" />
      <path d="M24 28v-8a8 8 0 0 1 16 0v8" />
    </>
  ),
  'outlet stores': (
    <>
      <path d="M8 30L30 8h24v24L32 54z" />
      <circle cx="44" cy="18" r="4" />
      <path d="M22 34l10 10m-4-16 10 10" />
    </>
  ),
  boutiques: (
    <>
      <path d="M32 16a4 4 0 1 1 4 4l-4 4M32 24L8 42h48z" />
      <path d="M22 42l4 12h12l4-12" />
    </>
  ),
  markets: (
    <>
      <path d="M8 22h48l-4-10H12zM8 22c0 6 8 6 8 0 0 6 8 6 8 0 0 6 8 6 8 0 0 6 8 6 8 0 0 6 8 6 8 0 0 6 8 6 8 0" />
      <path d="M12 28v24h40V28M24 52V38h16v14" />
    </>
  ),
  antiques: (
    <>
      <path d="M24 10h16M26 10c0 6-8 10-8 22 0 12 6 18 14 18s14-6 14-18c0-12-8-16-8-22M22 54h20" />
      <path d="M20 32h24" />
    </>
  ),
  // Recreational sports
  'tennis courts': (
    <>
      <ellipse cx="26" cy="24" rx="14" ry="16" transform="rotate(-30 26 24)" />
      <path d="M34 38l14 16M18 16l16 16M14 28l16-12" />
      <circle cx="50" cy="16" r="5" {...F} />
    </>
  ),
  'basketball courts': (
    <>
      <circle cx="32" cy="32" r="20" />
      <path d="M12 32h40M32 12v40M18 18c8 8 8 20 0 28M46 18c-8 8-8 20 0 28" />
    </>
  ),
  'golf courses': (
    <>
      <path d="M30 52V10l20 8-20 8M12 54c8-6 32-6 40 0" />
    </>
  ),
  'soccer fields': (
    <>
      <rect x="8" y="14" width="48" height="36" />
      <path d="M32 14v36M8 24h8v16H8m48-16h-8v16h8" />
      <circle cx="32" cy="32" r="6" />
    </>
  ),
  'swimming pools': (
    <>
      <path d="M6 42c6-4 10-4 16 0s10 4 16 0 10-4 16 0M6 52c6-4 10-4 16 0s10 4 16 0 10-4 16 0M22 38V14a4 4 0 0 1 8 0M38 38V14a4 4 0 0 1 8 0M22 22h16M22 30h16" />
    </>
  ),
  'recreation centers': (
    <>
      <path d="M14 32h36M8 24v16m6-20v24m36-24v24m6-20v16" />
    </>
  ),
  'baseball fields': (
    <>
      <path d="M32 12l20 20-20 20-20-20z" />
      <rect x="29" y="29" width="6" height="6" {...F} />
      <circle cx="32" cy="12" r="3" {...F} />
      <circle cx="52" cy="32" r="3" {...F} />
      <circle cx="12" cy="32" r="3" {...F} />
    </>
  ),
  // Concerts
  rock: (
    <>
      <path d="M44 10l8 8-16 16M36 34a10 10 0 1 1-8-8" />
      <circle cx="24" cy="40" r="10" />
      <circle cx="24" cy="40" r="3" {...F} />
    </>
  ),
  jazz: (
    <>
      <path d="M40 8v30a10 10 0 1 1-8-10M40 8l8 6-8 4" />
      <path d="M14 46c4-10 8-10 12 0" />
    </>
  ),
  classical: (
    <>
      <path d="M26 54c-6 0-8-8-2-10s8 6 2 10zM28 46V8c8 4 8 12 0 16M36 20h16M36 26h16M36 32h16M36 38h16" />
    </>
  ),
  electronic: (
    <>
      <path d="M6 32h8l4-14 6 28 6-36 6 36 6-20 4 6h12" />
    </>
  ),
  country: (
    <>
      <circle cx="22" cy="42" r="12" />
      <circle cx="22" cy="42" r="4" {...F} />
      <path d="M30 34l20-22M46 10l8 6" />
    </>
  ),
  pop: (
    <>
      <circle cx="40" cy="20" r="10" />
      <path d="M33 27L12 52M16 44l4 4M44 44l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
    </>
  ),
  indie: (
    <>
      <rect x="8" y="16" width="48" height="32" rx="4" />
      <circle cx="22" cy="30" r="5" />
      <circle cx="42" cy="30" r="5" />
      <path d="M27 30h10M16 48l4-8h24l4 8" />
    </>
  ),
  // Professional sports
  basketball: (
    <>
      <circle cx="32" cy="34" r="18" />
      <path d="M14 34h36M32 16v36M20 20c6 8 6 20 0 28M44 20c-6 8-6 20 0 28" />
    </>
  ),
  baseball: (
    <>
      <circle cx="32" cy="32" r="18" />
      <path d="M20 19c5 8 5 18 0 26M44 19c-5 8-5 18 0 26" />
    </>
  ),
  football: (
    <>
      <ellipse cx="32" cy="32" rx="24" ry="14" transform="rotate(-30 32 32)" />
      <path d="M24 40l16-16M28 30l4 4m0-8 4 4m-12 4 4 4" />
    </>
  ),
  'soccer games': (
    <>
      <circle cx="32" cy="32" r="20" />
      <path d="M32 24l7 5-3 8h-8l-3-8zM32 24v-12M39 29l11-3M36 37l6 10M28 37l-6 10M25 29l-11-3" />
    </>
  ),
  hockey: (
    <>
      <path d="M20 8l8 36c1 4 4 6 8 6h16M28 44h-8" />
      <rect x="36" y="20" width="16" height="8" rx="4" {...F} />
    </>
  ),
};
