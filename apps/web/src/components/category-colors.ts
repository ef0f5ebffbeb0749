const CATEGORY_COLORS: Record<string, string> = {
  food: '#e4572e',
  concerts: '#8e44ad',
  professional_sports: '#2e86de',
  recreational_sports: '#17a2b8',
  outdoors: '#2e7d32',
  shopping: '#d81b60',
  nightlife: '#3f51b5',
  arts: '#f39c12',
  entertainment: '#6c5ce7',
};

/** One colour per category: chips, illustrations and map markers. */
export function categoryColor(category: string): string {
  return CATEGORY_COLORS[category] ?? '#667eea';
}

/** Relative luminance (WCAG 2.1) of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const DARK_TEXT = '#1a1a1a';

/**
 * White or near-black, whichever reads better on the category's colour, so
 * small chip text meets WCAG AA on light colours like arts' orange.
 */
export function categoryTextColor(category: string): string {
  const bg = luminance(categoryColor(category));
  const onWhite = 1.05 / (bg + 0.05);
  const onDark = (bg + 0.05) / (luminance(DARK_TEXT) + 0.05);
  return onWhite >= onDark ? '#fff' : DARK_TEXT;
}
