import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { buildActivity } from './activity-fixture';
import { ConcertCard } from './concert-card';

const venue = buildActivity({
  id: 7,
  name: 'Bluebird Theater',
  category: 'concerts',
  subcategory: 'Live Music Venues',
  source: 'denver-liquor-licences',
  start_time: null,
  website_url: 'https://example.org/bluebird',
});

const event = buildActivity({
  id: 8,
  name: 'Jazz Night with the Trio',
  category: 'concerts',
  source: 'sample',
  start_time: '2026-11-29T02:00:00Z',
  ticket_url: 'https://tickets.example/jazz',
  venue_name: 'Dazzle',
  event_details: { min_price: 25, max_price: 60, performers: ['The Trio'] },
});

describe('ConcertCard', () => {
  it('shows a venue with Check Upcoming Events and no selection control when signed out', () => {
    render(<ConcertCard concert={venue} />);
    expect(
      screen.getByText('Concert Venue - Check for Events'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Check Upcoming Events' }),
    ).toHaveAttribute('href', 'https://example.org/bluebird');
    expect(screen.queryByRole('button', { name: 'Add to Plan' })).toBeNull();
  });

  it('keeps the banner on one line across the card, the favorite and bucket-list buttons below it', () => {
    render(
      <ConcertCard
        concert={venue}
        onToggleFavorite={vi.fn()}
        onToggleBucketList={vi.fn()}
      />,
    );
    const text = screen.getByText('Concert Venue - Check for Events');
    const banner = text.parentElement!;
    expect(getComputedStyle(text).whiteSpace).toBe('nowrap');
    const bannerHeight = parseFloat(getComputedStyle(banner).height);
    const corner = screen.getByRole('button', {
      name: 'Add to favorites',
    }).parentElement!;
    expect(parseFloat(getComputedStyle(corner).top)).toBeGreaterThanOrEqual(
      bannerHeight,
    );
  });

  it('shows an event with its date banner, genre, sample label and tickets', async () => {
    const onToggle = vi.fn();
    render(
      <ConcertCard concert={event} canSelect onToggleSelected={onToggle} />,
    );
    expect(screen.getByText('Sat, Nov 28, 7:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Jazz/Blues')).toBeInTheDocument();
    expect(screen.getByText('Sample event')).toBeInTheDocument();
    expect(screen.getByText('Dazzle')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Get Tickets' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Plan' }));
    expect(onToggle).toHaveBeenCalledWith(event);
  });

  it('shows To Be Announced for an event without a date and opens its dialog', async () => {
    render(
      <ConcertCard
        concert={{
          ...event,
          name: 'Mystery Show',
          start_time: null,
          venue_name: 'Dazzle TBA',
        }}
      />,
    );
    expect(
      screen.getByText('Date & Time: To Be Announced'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Mystery Show/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mystery Show' });
    expect(within(dialog).getByText('Tickets: $25 - $60')).toBeInTheDocument();
    expect(within(dialog).getByText('Lineup: The Trio')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Dazzle TBA/)).toBeNull();
  });
});
