/** An upcoming event as providers hand it to the events service. */
export type ProviderEvent = {
  source: string;
  sourceId: string;
  name: string;
  description: string | null;
  /** A plan category id: 'concerts', 'professional_sports', 'arts', … */
  category: string;
  subcategory: string | null;
  startTime: Date;
  venueName: string;
  address: string | null;
  latitude: number;
  longitude: number;
  ticketUrl: string | null;
  eventDetails: Record<string, unknown>;
};

export type EventsProvider = {
  /** The source of its rows: 'sample', 'mlb', 'ticketmaster'. */
  name: string;
  /** What a person reads in the status list: 'MLB schedule'. */
  label: string;
  /**
   * Its answer lists every event of the next LIVE_DAYS_AHEAD days (a season
   * schedule, a calendar); otherwise it is one page, soonest first.
   */
  complete?: boolean;
  upcoming: (now: Date) => Promise<ProviderEvent[]>;
};

/** The source of generated events, shown only while no live source has answered. */
export const SAMPLE_EVENT_SOURCE = 'sample';

/** How far ahead live schedules and calendars are read. */
export const LIVE_DAYS_AHEAD = 60;
