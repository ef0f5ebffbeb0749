import type { TrueDiscoveryResponse } from '@app/shared/recommendations';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { signInForTest } from '../../../testing/sign-in';

import { NewToYou } from './new-to-you';

const breakdown = {
  category_score: 1,
  price_score: 1,
  rating_score: 0.9,
  popularity_score: 0.5,
  trending_score: 0,
  distance_score: 0.8,
  collaborative_boost: 0,
};

const answer: TrueDiscoveryResponse = {
  discoveries: [
    {
      activity: buildActivity({
        id: 31,
        name: 'Clyfford Still Museum',
        category: 'arts',
        subcategory: 'Museums',
        rating: 4.7,
        review_count: 12,
      }),
      recommendation_score: 0.8,
      why_recommended: 'Matches your interest in Arts & Culture.',
      scoring_breakdown: breakdown,
    },
  ],
  explanation: '1 place in Arts & Culture you have not saved or planned yet.',
  explanation_engine: 'local',
  categories: ['arts'],
};

describe('New to You', () => {
  it('lists places never saved or planned with the explanation and links', async () => {
    signInForTest();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/ai/true-discovery', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(answer);
      }),
    );
    renderWithProviders(<NewToYou />);
    const link = await screen.findByRole('link', {
      name: 'Clyfford Still Museum',
    });
    expect(link).toHaveAttribute('href', '/activity/31');
    expect(screen.getByText(answer.explanation)).toBeInTheDocument();
    expect(
      screen.getByText('Arts & Culture · Museums · 4.7 ★ (12)'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ context: { limit: 6 } }]);
  });

  it('says so when the places cannot be loaded', async () => {
    signInForTest();
    server.use(
      http.post('/api/ai/true-discovery', () =>
        HttpResponse.json({ detail: 'Bad request' }, { status: 400 }),
      ),
    );
    renderWithProviders(<NewToYou />);
    expect(
      await screen.findByText('Failed to load places new to you.'),
    ).toBeInTheDocument();
  });
});
