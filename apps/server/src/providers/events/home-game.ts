import type { ProviderEvent } from './event-types';
import type { Venue } from './sample-venues';

type FeedGame = {
  source: string;
  /** Shown as "Source: MLB". */
  sourceLabel: string;
  sourceId: string;
  league: string;
  sport: string;
  subcategory: string;
  home: string;
  away: string;
  start: Date;
  venue: Venue;
  /** The official game page, or its tickets. */
  url: string | null;
};

/** A home game of a Denver team as every schedule feed hands it on. */
export function homeGameEvent(game: FeedGame): ProviderEvent {
  return {
    source: game.source,
    sourceId: game.sourceId,
    name: `${game.home} vs. ${game.away}`,
    description: `${game.league} home game of the ${game.home} at ${game.venue.name}.`,
    category: 'professional_sports',
    subcategory: game.subcategory,
    startTime: game.start,
    venueName: game.venue.name,
    address: game.venue.address,
    latitude: game.venue.lat,
    longitude: game.venue.lng,
    ticketUrl: game.url,
    eventDetails: {
      is_sample: false,
      event_type: 'sports',
      sport_type: game.sport,
      league: game.league,
      teams: [game.home, game.away],
      venue_name: game.venue.name,
      ticket_url: game.url,
      source_label: game.sourceLabel,
    },
  };
}
