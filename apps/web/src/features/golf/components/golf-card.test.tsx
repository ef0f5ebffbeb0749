import type { ReservationAnalysisResponse } from '@app/shared/activity-details';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { SAMPLE_GOLF_COURSES } from '../golf-sample';

import { GolfCard, SAMPLE_ACTIONS_NOTE } from './golf-card';

describe('GolfCard', () => {
  it('labels each tee-time fact so a value reads as a phrase', () => {
    const course = SAMPLE_GOLF_COURSES.find(
      (c) => c.tee_times.cart_fee === 'Walking only',
    )!;
    renderWithProviders(<GolfCard course={course} />);
    const teeTimes = screen.getByText(/^Tee times:/);
    expect(teeTimes).toHaveTextContent(
      'Tee times: Walk-ups welcome. Booking: Same day. Rates: $22 peak, $15 off-peak. Cart: Walking only. Dress: Casual.',
    );
  });

  it("turns off a sample course's made-up phone, website and booking and says why", () => {
    renderWithProviders(<GolfCard course={SAMPLE_GOLF_COURSES[0]!} />);
    for (const name of ['Call', 'Website', 'Book Now']) {
      const action = screen.getByRole('button', { name });
      expect(action).toBeDisabled();
      expect(action).not.toHaveAttribute('href');
      expect(action).toHaveAccessibleDescription(SAMPLE_ACTIONS_NOTE);
    }
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Test AI' })).toBeEnabled();
  });

  it('shows the booking options Test AI finds, unlinked for a sample course', async () => {
    const answer: ReservationAnalysisResponse = {
      reservation_options: {
        booking_options: [
          {
            platform: 'Website',
            booking_urgency: 'medium',
            url: 'https://example.com/golf/201',
            estimated_cost: '$25-50',
          },
          {
            platform: 'Phone',
            booking_urgency: 'medium',
            phone_number: '555-0101',
            estimated_cost: '$25-50',
          },
        ],
        booking_urgency: 'medium',
        recommendations: ['Weekends are busier; plan to arrive early.'],
      },
    };
    server.use(
      http.post('*/api/ai-foundation/reservation-analysis', () =>
        HttpResponse.json(answer),
      ),
    );
    const { user } = renderWithProviders(
      <GolfCard course={SAMPLE_GOLF_COURSES[0]!} />,
    );
    await user.click(screen.getByRole('button', { name: 'Test AI' }));
    const options = await screen.findByRole('list', {
      name: 'Booking options',
    });
    expect(
      within(options).getByText('Website: https://example.com/golf/201'),
    ).toBeInTheDocument();
    expect(within(options).getByText('Phone: 555-0101')).toBeInTheDocument();
    expect(
      within(options).getAllByText('Urgency: medium · $25-50'),
    ).toHaveLength(2);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
