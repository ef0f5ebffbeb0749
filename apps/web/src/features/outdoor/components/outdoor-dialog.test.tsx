import type {
  ElevationAnalysis,
  EnhanceActivityResponse,
  ReservationAnalysisResponse,
} from '@app/shared/activity-details';
import { analyseProfile, syntheticProfile } from '@app/shared/elevation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { ENRICHMENT_STEPS } from '../hooks/use-outdoor-enrichment';

import OutdoorDialog from './outdoor-dialog';
import { BASIS_TEXT } from './trail-stats';

const analysis: ElevationAnalysis = {
  ...analyseProfile(syntheticProfile(5, 1000)),
  is_estimate: true,
  elevation_reference: 'trailhead',
  basis: 'catalogue',
};
const advice = {
  gear_recommendations: ['Sturdy hiking boots'],
  fitness_level_required: 'Moderate: regular exercise recommended',
  best_conditions: ['Dry weather'],
  safety_notes: ['Tell someone your route'],
};
const reservations: ReservationAnalysisResponse['reservation_options'] = {
  booking_options: [],
  booking_urgency: 'low',
  recommendations: ['A weekday visit is usually quieter.'],
};
const enhanced: EnhanceActivityResponse = {
  enhanced_activity: {
    trail_details: {
      length_miles: 5,
      elevation_gain_feet: 1000,
      estimated_time_hours: 3.5,
      terrain: ['Natural-surface hiking trail'],
      is_estimate: true,
      basis: 'catalogue',
    },
    difficulty_assessment: { rating: 'moderate', factors: ['5 miles'] },
  },
};
/**
 * The spec's stand-in day hike for a trail whose length and climb are not
 * listed, its trailhead measured at 5,400 ft.
 */
const unknownAnalysis: ElevationAnalysis = {
  ...analyseProfile(syntheticProfile(5, 1000, 5400)),
  is_estimate: true,
  elevation_reference: 'sea_level',
  basis: 'default',
};
const unknownEnhanced: EnhanceActivityResponse = {
  enhanced_activity: {
    ...enhanced.enhanced_activity,
    trail_details: {
      ...enhanced.enhanced_activity.trail_details,
      basis: 'default',
    },
  },
};

/** Records the order of calls; each answer waits for `release` when given. */
function foundationServer(
  options: { failElevation?: boolean; unknownTrail?: boolean } = {},
) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/ai-foundation/:call', ({ params }) => {
      const call = String(params.call);
      calls.push(call);
      if (call === 'elevation-profile') {
        return options.failElevation
          ? HttpResponse.json({ detail: [] }, { status: 422 })
          : HttpResponse.json({
              elevation_data: {
                elevation_analysis: options.unknownTrail
                  ? unknownAnalysis
                  : analysis,
                hiking_recommendations: advice,
              },
            });
      }
      if (call === 'reservation-analysis') {
        return HttpResponse.json({ reservation_options: reservations });
      }
      return HttpResponse.json(
        options.unknownTrail ? unknownEnhanced : enhanced,
      );
    }),
  );
  return calls;
}

const trail = buildActivity({
  id: 77,
  name: 'Test Trail',
  category: 'outdoors',
  subcategory: 'Hiking',
});

describe('OutdoorDialog', () => {
  it('enriches in sequence with progress text, then shows statistics and the chart', async () => {
    const calls = foundationServer();
    renderWithProviders(
      <OutdoorDialog activity={trail} open onClose={() => {}} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      ENRICHMENT_STEPS.elevation,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toBeEmptyDOMElement(),
    );
    expect(calls).toEqual([
      'elevation-profile',
      'reservation-analysis',
      'enhance-activity',
    ]);
    expect(
      screen.getByRole('region', { name: 'Trail statistics' }),
    ).toHaveTextContent('1,000 ft');
    expect(screen.getByTestId('elevation-chart')).toBeInTheDocument();
    expect(screen.getByText('Estimate')).toBeInTheDocument();
    expect(screen.getByText('Moderate')).toBeInTheDocument();
    // The footer's Add to Plan schedules it in one of the user's plans.
    expect(
      screen.getByRole('button', { name: 'Add to Plan' }),
    ).toBeInTheDocument();
  });

  it('shows what is known of an unlisted trail and labels the estimates: no difficulty, chart or steepest grade', async () => {
    foundationServer({ unknownTrail: true });
    renderWithProviders(
      <OutdoorDialog activity={{ ...trail, id: 81 }} open onClose={() => {}} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toBeEmptyDOMElement(),
    );
    const stats = screen.getByRole('region', { name: 'Trail statistics' });
    expect(stats).not.toHaveTextContent(/Unknown|%/);
    for (const [label, value] of [
      ['Trailhead Elevation', '5,400 ft'],
      ['Distance (estimate)', '~5 mi'],
      ['Elevation Gain (estimate)', '~1,000 ft'],
      ['Est. Time', '~3.5 h'],
    ]) {
      expect(within(stats).getByText(label)).toBeVisible();
      expect(within(stats).getByText(value)).toBeVisible();
    }
    expect(within(stats).getByText('Estimate')).toBeVisible();
    expect(screen.queryByText('Moderate')).not.toBeInTheDocument();
    expect(screen.queryByTestId('elevation-chart')).not.toBeInTheDocument();

    expect(stats).toHaveTextContent(BASIS_TEXT.default);
    await userEvent.click(screen.getByRole('button', { name: 'AI Details' }));
    // The statistics' caption and the AI Details line.
    expect(screen.getAllByText(BASIS_TEXT.default)).toHaveLength(2);
    expect(screen.queryByText(/Difficulty factor/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Terrain' }));
    expect(screen.getByText('Natural-surface hiking trail')).toBeVisible();
    expect(screen.queryByText(/^Grades:/)).not.toBeInTheDocument();
  });

  it('skips the elevation and booking calls when the activity has that data', async () => {
    const calls = foundationServer();
    renderWithProviders(
      <OutdoorDialog
        activity={{
          ...trail,
          id: 78,
          elevation_analysis: analysis,
          hiking_recommendations: advice,
          reservation_options: reservations,
        }}
        open
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      ENRICHMENT_STEPS.enhancement,
    );
    await waitFor(() => expect(calls).toEqual(['enhance-activity']));
    expect(screen.getByTestId('elevation-chart')).toBeInTheDocument();
  });

  it('shows a city park no trail statistics, chart, gear or hiking safety', async () => {
    const calls = foundationServer();
    const park = buildActivity({
      id: 80,
      name: 'Cheesman Park',
      category: 'outdoors',
      subcategory: 'Parks',
      types: ['park'],
    });
    renderWithProviders(
      <OutdoorDialog activity={park} open onClose={() => {}} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      ENRICHMENT_STEPS.reservations,
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toBeEmptyDOMElement(),
    );
    expect(calls).toEqual(['reservation-analysis', 'enhance-activity']);
    expect(
      screen.queryByRole('region', { name: 'Trail statistics' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByTestId('elevation-chart')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terrain' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reservations' }),
    ).toBeInTheDocument();
    for (const trailOnly of ['Gear', 'Safety', 'AI Details']) {
      expect(
        screen.queryByRole('button', { name: trailOnly }),
      ).not.toBeInTheDocument();
    }
  });

  it('carries on silently when a step fails', async () => {
    const calls = foundationServer({ failElevation: true });
    renderWithProviders(
      <OutdoorDialog activity={{ ...trail, id: 79 }} open onClose={() => {}} />,
    );
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(screen.queryByTestId('elevation-chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
