import { categoryLabel } from '@app/shared/interests';
import { Box } from '@mui/material';

import { categoryColor } from '../category-colors';

import { CATEGORY_MOTIF, MOTIFS } from './motifs';

/** Stable 0-359 from the text, so each subcategory keeps its own shade. */
function hueShift(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return hash;
}

type Props = {
  category: string;
  subcategory?: string | null;
  height: number | string;
  /** Beside the place's own name (inside a card's button): hidden from screen readers. */
  decorative?: boolean;
};

/**
 * A card's picture when it has no photo: a pictogram for its subcategory
 * (tacos, sushi, a park, a brewery...) on its category's colour.
 */
export function SubcategoryIllustration({
  category,
  subcategory,
  height,
  decorative = false,
}: Props) {
  const key = subcategory?.trim().toLowerCase() ?? '';
  const motifKey = key in MOTIFS ? key : CATEGORY_MOTIF[category];
  const motif = motifKey ? MOTIFS[motifKey as keyof typeof MOTIFS] : null;
  const color = categoryColor(category);
  const label = subcategory?.trim() || categoryLabel(category);
  return (
    <Box
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `${label} illustration` })}
      data-motif={motifKey ?? 'none'}
      sx={{
        width: '100%',
        height,
        display: 'grid',
        placeItems: 'center',
        background: `linear-gradient(135deg, ${color} 0%, color-mix(in srgb, ${color} 55%, hsl(${hueShift(key)} 60% 30%)) 100%)`,
      }}
    >
      <svg
        viewBox="0 0 64 64"
        width="42%"
        height="70%"
        aria-hidden="true"
        focusable="false"
      >
        <g
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {motif}
        </g>
      </svg>
    </Box>
  );
}
