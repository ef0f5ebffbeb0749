import type { ExplainedItinerary } from '@app/shared/weekend-discovery';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
        failure={null}
        onUse={() => undefined}
        onUpgrade={() => undefined}
      />,
    );
    expect(screen.getByText(/· 1 stop ·/)).toBeInTheDocument();
    expect(screen.getByText(/· 2 stops ·/)).toBeInTheDocument();
    expect(screen.queryByText(/1 stops/)).not.toBeInTheDocument();
    // Each day says when the sun is up, as the plan page does.
    expect(
      screen.getAllByText(/^Sunrise \d:\d{2} AM · Sunset \d:\d{2} PM$/),
    ).toHaveLength(2);
  });

  it('says why a stop stands in for an outdoor one', () => {
    const reason =
      'Too cold at 9 am (23 °F): Denver Museum of Nature & Science instead';
    renderWithProviders(
      <ItineraryList
        itineraries={[
          day('2030-06-01', [
            { ...slot(1, '09:00', '11:00'), weather_reason: reason },
          ]),
        ]}
        busyDate={null}
        failure={null}
        onUse={() => undefined}
        onUpgrade={() => undefined}
      />,
    );
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it('says what a day left out and why', () => {
    const note =
      'No show is listed at Paramount Theatre that day, so it is left out; check its calendar before going.';
    renderWithProviders(
      <ItineraryList
        itineraries={[
          { ...day('2030-06-01', [slot(1, '18:00', '19:30')]), notes: [note] },
        ]}
        busyDate={null}
        failure={null}
        onUse={() => undefined}
        onUpgrade={() => undefined}
      />,
    );
    expect(screen.getByText(note)).toBeVisible();
  });

  describe('at 9:30 PM on Saturday', () => {
    afterEach(() => vi.useRealTimers());

    it('says why today has no plan, offers no button for it, and opens Sunday', () => {
      // Only the clock is faked.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-29T04:33:00Z'));
      renderWithProviders(
        <ItineraryList
          itineraries={[
            day('2026-11-28', []),
            day('2026-11-29', [slot(7, '19:00', '22:00')]),
          ]}
          busyDate={null}
          failure={null}
          onUse={() => undefined}
          onUpgrade={() => undefined}
        />,
      );
      expect(
        screen.getByRole('button', { name: /Saturday, November 28/ }),
      ).toHaveAttribute('aria-expanded', 'false');
      expect(
        screen.getByRole('button', { name: /Sunday, November 29/ }),
      ).toHaveAttribute('aria-expanded', 'true');
      expect(
        screen.getByText('Too late to plan today — see Sunday'),
      ).toBeInTheDocument();
      // One plan to use: Sunday's.
      expect(
        screen.getAllByRole('button', {
          name: 'Use This Itinerary',
          hidden: true,
        }),
      ).toHaveLength(1);
    });
  });
});
