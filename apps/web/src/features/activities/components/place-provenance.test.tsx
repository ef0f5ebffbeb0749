import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HoursList } from '../../../components/activity-cards/activity-facts';
import { buildActivity } from '../../../components/activity-cards/activity-fixture';

import { PlaceProvenance } from './place-provenance';

afterEach(() => {
  vi.useRealTimers();
});

describe('PlaceProvenance', () => {
  it('says where the facts come from, what OSM records and that the place may have closed', () => {
    render(
      <PlaceProvenance
        activity={buildActivity({
          facts_from:
            'Denver liquor licences, 2018; OpenStreetMap, checked 2026-11-20',
          possibly_closed: true,
          amenities: {
            wheelchair: 'limited',
            'diet:vegan': 'yes',
            takeout: 'yes',
          },
          external_rating: { source: 'Google', rating: 4.6, count: 812 },
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/may have closed/);
    expect(
      screen.getByText(
        'Facts from: Denver liquor licences, 2018; OpenStreetMap, checked 2026-11-20',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Limited wheelchair access · vegan options · Takeout'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('4.6 out of 5 from 812 Google reviews'),
    ).toBeInTheDocument();
  });

  it('shows no warning for a place still listed', () => {
    render(
      <PlaceProvenance
        activity={buildActivity({ facts_from: 'Denver parks records, 2015' })}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('HoursList open-now', () => {
  it('says open until when, or closed, by the Denver clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 2026-11-23, 10:00 in Denver (17:00 UTC).
    vi.setSystemTime(new Date('2026-11-23T17:00:00Z'));
    const { unmount } = render(
      <HoursList hours={{ monday: ['06:30-14:30'], tuesday: [] }} />,
    );
    expect(screen.getByText('Open until 2:30 PM')).toBeInTheDocument();
    unmount();
    // Monday 15:00 in Denver.
    vi.setSystemTime(new Date('2026-11-23T22:00:00Z'));
    render(<HoursList hours={{ monday: ['06:30-14:30'], tuesday: [] }} />);
    expect(screen.getByText('Closed now')).toBeInTheDocument();
  });
});
