/** An upcoming event as providers hand it to the events service. */
export type ProviderEvent = {
  source: string;
  sourceId: string;
  name: string;
  description: string | null;
  category: 'concerts' | 'professional_sports';
  subcategory: string;
  startTime: Date;
  venueName: string;
  address: string | null;
  latitude: number;
  longitude: number;
  ticketUrl: string | null;
  eventDetails: Record<string, unknown>;
};

export type EventsProvider = {
  name: string;
  upcoming: (now: Date) => Promise<ProviderEvent[]>;
};
