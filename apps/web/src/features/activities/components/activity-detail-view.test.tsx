import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

describe('a live game', () => {
  it('shows its Denver start, links its venue to the catalogue page and names its source', () => {
    render(
      <MemoryRouter>
        <ActivityDetailView
          activity={buildActivity({
            name: 'Colorado Rockies vs. Philadelphia Phillies',
            category: 'professional_sports',
            subcategory: 'Baseball',
            source: 'mlb',
            start_time: '2026-12-02T20:10:00Z',
            venue_name: 'Coors Field',
            ticket_url: 'https://www.mlb.com/gameday/823456',
            event_details: {
              source_label: 'MLB',
              checked_at: new Date().toISOString(),
              venue_activity_id: 42,
            },
          })}
        />
      </MemoryRouter>,
    );
    const details = screen.getByRole('region', { name: 'Event details' });
    expect(details).toHaveTextContent('Wednesday, December 2');
    expect(details).toHaveTextContent('Time: 1:10 PM');
    expect(screen.getByRole('link', { name: 'Coors Field' })).toHaveAttribute(
      'href',
      '/activity/42',
    );
    expect(screen.getByRole('link', { name: 'Get Tickets' })).toHaveAttribute(
      'href',
      'https://www.mlb.com/gameday/823456',
    );
    expect(
      screen.getByText('Source: MLB · updated just now'),
    ).toBeInTheDocument();
  });
});
