import type { ScheduledActivity } from '@app/shared/finalized-plans';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../testing/render';
import { buildActivity } from '../activity-cards/activity-fixture';

import { ActivityMap } from './activity-map';
import { DayRouteMap } from './day-route-map';

function stop(
  id: number,
  name: string,
  time: string,
  [latitude, longitude]: [number, number],
): ScheduledActivity {
  return {
    id,
    activity_id: id,
    planned_date: '2026-06-06',
    planned_time: time,
    estimated_duration_minutes: 60,
    estimated_cost: 0,
    priority: id,
    notes: null,
    is_private: false,
    version: 1,
    activity: {
      id,
      name,
      category: 'arts',
      subcategory: null,
      location: null,
      latitude,
      longitude,
    },
  };
}

describe('map markers', () => {
  afterEach(() => vi.restoreAllMocks());

  it("name a day's numbered stops by their order and place, not the bare number", async () => {
    renderWithProviders(
      <DayRouteMap
        items={[
          stop(2, 'Clyfford Still Museum', '13:00', [39.737, -104.989]),
          stop(1, 'Denver Art Museum', '10:00', [39.7372, -104.9893]),
        ]}
        day="2026-06-06"
        label="Sat, Jun 6"
      />,
    );
    const first = await screen.findByRole('button', {
      name: 'Stop 1: Denver Art Museum',
    });
    // The number is still what the marker shows.
    expect(first).toHaveTextContent(/^1$/);
    expect(
      screen.getByRole('button', { name: 'Stop 2: Clyfford Still Museum' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
  });

  it('name an activity by its place and a cluster by its count', async () => {
    // Leaflet places markers within the map's size, which jsdom leaves at 0.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    renderWithProviders(
      <ActivityMap
        activities={[
          buildActivity({ id: 1, name: 'Union Station' }),
          buildActivity({
            id: 2,
            name: 'Red Rocks',
            latitude: 39.6654,
            longitude: -105.2057,
          }),
          buildActivity({ id: 3, name: 'Larimer Square' }),
        ]}
        renderCard={(activity) => <p>{activity.name}</p>}
      />,
    );
    expect(
      await screen.findByRole('button', { name: 'Red Rocks' }),
    ).toBeInTheDocument();
    // The two at one address are drawn as one count until zoomed in.
    expect(
      screen.getByRole('button', { name: '2 activities here: zoom in' }),
    ).toHaveTextContent(/^2$/);
  });
});
