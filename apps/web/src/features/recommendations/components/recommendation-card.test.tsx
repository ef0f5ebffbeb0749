import type { PersonalizedRecommendation } from '@app/shared/recommendations';
import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { renderWithProviders } from '../../../testing/render';

import { RecommendationCard } from './recommendation-card';

const recommendation = (score: number): PersonalizedRecommendation => ({
  activity: buildActivity({ id: 5, name: 'Place 5' }),
  recommendation_score: score,
  why_recommended: 'Matches your interests',
  scoring_breakdown: {
    category_score: 0.8,
    price_score: 1,
    rating_score: 0.7,
    popularity_score: 0.5,
    trending_score: 0,
    distance_score: 0.9,
    collaborative_boost: 0,
  },
});

describe('RecommendationCard', () => {
  it.each([
    [0.85, 'Excellent Match 85%'],
    [0.65, 'Good Match 65%'],
    [0.45, 'Fair Match 45%'],
  ])('writes the %s match chip at WCAG AA contrast (4.5:1)', (score, label) => {
    renderWithProviders(<RecommendationCard item={recommendation(score)} />);
    const chip = screen.getByText(label).closest('.MuiChip-root')!;
    const { color, backgroundColor } = getComputedStyle(chip);
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
