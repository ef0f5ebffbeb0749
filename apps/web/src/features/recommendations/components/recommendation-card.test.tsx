import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import { buildRecommendation } from '../testing/recommendation-fixture';

import { RecommendationCard } from './recommendation-card';

describe('RecommendationCard', () => {
  it.each([
    [0.85, 'Excellent Match 85%'],
    [0.65, 'Good Match 65%'],
    [0.45, 'Fair Match 45%'],
  ])('writes the %s match chip at WCAG AA contrast (4.5:1)', (score, label) => {
    renderWithProviders(
      <RecommendationCard item={buildRecommendation(5, score)} save={{}} />,
    );
    const chip = screen.getByText(label).closest('.MuiChip-root')!;
    const { color, backgroundColor } = getComputedStyle(chip);
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
