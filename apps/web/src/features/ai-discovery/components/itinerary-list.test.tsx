import type { ExplainedItinerary } from '@app/shared/ai-discovery';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../testing/render';

import { ItineraryList } from './itinerary-list';

const slot = (id: number, start: string, end: string) => ({
  activity_id: id,
  activity_name: `Stop ${id}`,
  start_time: start,
  end_time: end,
  is_meal_break: false,
  travel_time_to_next: 0,
  travel_mode_to_next: null,
});

const day = (
  date: string,
  slots: ExplainedItinerary['slots'],
): ExplainedItinerary => ({
  date,
  slots,
  total_travel_time: 0,
  weather_adjusted: false,
  weather_note: null,
  explanation: '',
  explanation_engine: 'local',
});

describe('ItineraryList', () => {
  it('counts the stops in words: 1 stop, 2 stops', () => {
    renderWithProviders(
      <ItineraryList
        itineraries={[
          day('2030-06-01', [slot(1, '10:00', '12:00')]),
          day('2030-06-02', [
            slot(2, '10:00', '11:00'),
            slot(3, '11:30', '12:30'),
          ]),
        ]}
        busyDate={null}
        onUse={() => undefined}
      />,
    );
    expect(screen.getByText(/· 1 stop ·/)).toBeInTheDocument();
    expect(screen.getByText(/· 2 stops ·/)).toBeInTheDocument();
    expect(screen.queryByText(/1 stops/)).not.toBeInTheDocument();
  });
});
