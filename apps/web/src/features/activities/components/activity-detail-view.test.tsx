import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildActivity } from '../../../components/activity-cards/activity-fixture';

import { ActivityDetailView } from './activity-detail-view';

const venue = (
  name: string,
  category: 'concerts' | 'professional_sports',
  website_url: string | null = null,
) =>
  buildActivity({
    name,
    category,
    subcategory: category === 'concerts' ? 'Rock' : 'Basketball',
    source: 'curated',
    start_time: null,
    event_details: null,
    ticket_url: null,
    website_url,
    menu_url: null,
  });

describe('ActivityDetailView', () => {
  it('shows a catalogue arena as a venue, with no event card or Date TBD', () => {
    render(
      <ActivityDetailView
        activity={venue(
          'Ball Arena',
          'professional_sports',
          'https://example.org/ball-arena',
        )}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Event details' })).toBeNull();
    expect(screen.queryByText(/Date TBD/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Events' })).toHaveTextContent(
      'Sports Venue - Check for Events',
    );
    expect(
      screen.getByRole('link', { name: 'Check Upcoming Events' }),
    ).toHaveAttribute('href', 'https://example.org/ball-arena');
  });

  it('shows Red Rocks Amphitheatre as a concert venue', () => {
    render(
      <ActivityDetailView
        activity={venue('Red Rocks Amphitheatre', 'concerts')}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Event details' })).toBeNull();
    expect(screen.queryByText(/Date TBD/)).toBeNull();
    expect(screen.getByText('Concert Venue - Check for Events')).toBeVisible();
  });

  it('keeps the event card for a dated game', () => {
    render(
      <ActivityDetailView
        activity={buildActivity({
          name: 'Denver Nuggets vs Utah Jazz',
          category: 'professional_sports',
          source: 'sample',
          start_time: '2026-12-05T02:00:00Z',
          venue_name: 'Ball Arena',
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Event details' });
    expect(card).toHaveTextContent('Date: Friday, December 4');
    expect(card).toHaveTextContent('Venue: Ball Arena');
    expect(screen.queryByRole('region', { name: 'Events' })).toBeNull();
  });
});
