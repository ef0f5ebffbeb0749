import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import { SAMPLE_GOLF_COURSES } from '../golf-sample';

import { GolfCard } from './golf-card';

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
});
