import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SubcategoryIllustration } from './subcategory-illustration';

const drawingOf = (category: string, subcategory: string | null) => {
  const { unmount } = render(
    <SubcategoryIllustration
      category={category}
      subcategory={subcategory}
      height={100}
    />,
  );
  const img = screen.getByRole('img');
  const result = {
    label: img.getAttribute('aria-label'),
    motif: img.getAttribute('data-motif'),
    svg: img.querySelector('g')!.innerHTML,
  };
  unmount();
  return result;
};

describe('SubcategoryIllustration', () => {
  it('draws a different picture for tacos and sushi, a park and a museum, a brewery and a wine bar', () => {
    const pairs = [
      [drawingOf('food', 'Mexican'), drawingOf('food', 'Sushi')],
      [drawingOf('outdoors', 'Parks'), drawingOf('arts', 'Museums')],
      [
        drawingOf('nightlife', 'Breweries'),
        drawingOf('nightlife', 'Wine Bars'),
      ],
    ];
    for (const [a, b] of pairs) {
      expect(a!.svg).not.toBe('');
      expect(a!.svg).not.toBe(b!.svg);
    }
    expect(pairs[0]![0]!.label).toBe('Mexican illustration');
  });

  it("falls back to the category's picture for an unknown subcategory", () => {
    const unknown = drawingOf('food', 'Ethiopian');
    expect(unknown.motif).toBe('restaurants');
    expect(unknown.svg).toBe(drawingOf('food', 'Restaurants').svg);
    expect(drawingOf('outdoors', null).label).toBe(
      'Outdoor Activities illustration',
    );
  });
});
