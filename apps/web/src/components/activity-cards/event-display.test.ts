import { describe, expect, it } from 'vitest';

import { buildActivity } from './activity-fixture';
import {
  concertGenre,
  isConcertVenue,
  isEvent,
  venueBanner,
} from './event-display';

describe('isEvent', () => {
  it('calls a catalogue stadium, arena or amphitheatre a venue, not an event without a date', () => {
    for (const [name, category] of [
      ['Ball Arena', 'professional_sports'],
      ['Coors Field', 'professional_sports'],
      ['Red Rocks Amphitheatre', 'concerts'],
    ] as const) {
      const venue = buildActivity({
        name,
        category,
        source: 'curated',
        start_time: null,
      });
      expect(isEvent(venue)).toBe(false);
      expect(isConcertVenue(venue)).toBe(true);
    }
  });

  it('calls a dated row, or a feed row whose date is to be announced, an event', () => {
    expect(
      isEvent(
        buildActivity({
          name: 'Ball Arena',
          source: 'curated',
          start_time: '2026-12-05T02:00:00Z',
        }),
      ),
    ).toBe(true);
    expect(
      isEvent(
        buildActivity({
          name: 'Nuggets vs Jazz',
          source: 'ticketmaster',
          start_time: null,
        }),
      ),
    ).toBe(true);
    // A feed row named like a venue, with no date, is the venue itself.
    expect(
      isEvent(
        buildActivity({
          name: 'Ogden Theatre',
          source: 'ticketmaster',
          start_time: null,
        }),
      ),
    ).toBe(false);
  });

  it('says what kind of venue to check for events', () => {
    expect(venueBanner({ category: 'concerts' })).toBe(
      'Concert Venue - Check for Events',
    );
    expect(venueBanner({ category: 'professional_sports' })).toBe(
      'Sports Venue - Check for Events',
    );
  });
});

describe('concertGenre', () => {
  it('uses the catalogue subcategory when it is a genre, before guessing from the name', () => {
    expect(
      concertGenre(
        buildActivity({
          name: 'Ellie Caulkins Opera House',
          category: 'concerts',
          subcategory: 'Classical',
          description: 'Music venue in the Central Business District.',
          source: 'curated',
        }),
      ),
    ).toBe('Classical');
    expect(
      concertGenre(
        buildActivity({
          name: 'The House Band Night',
          category: 'concerts',
          subcategory: 'Rock',
          description: null,
        }),
      ),
    ).toBe('Rock');
  });

  it("prefers the event's own genre and guesses only when the subcategory is not a genre", () => {
    expect(
      concertGenre(
        buildActivity({
          category: 'concerts',
          subcategory: 'Rock',
          event_details: { genre: 'Jazz' },
        }),
      ),
    ).toBe('Jazz');
    expect(
      concertGenre(
        buildActivity({
          name: 'Symphony Under the Stars',
          category: 'concerts',
          subcategory: 'Music Festivals',
          description: null,
        }),
      ),
    ).toBe('Classical');
  });
});
