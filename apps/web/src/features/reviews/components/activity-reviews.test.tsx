import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';

import { ActivityReviews } from './activity-reviews';

describe('ActivityReviews', () => {
  it('sends a signed-out reader to sign in and back to this place', async () => {
    server.use(
      http.get('/api/activities/7/reviews', () =>
        HttpResponse.json({
          activity_id: 7,
          rating: 0,
          review_count: 0,
          reviews: [],
        }),
      ),
    );
    renderWithProviders(
      <ActivityReviews activityId={7} currentUserId={null} />,
      {
        path: '/activity/7',
      },
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Factivity%2F7',
    );
  });
});
