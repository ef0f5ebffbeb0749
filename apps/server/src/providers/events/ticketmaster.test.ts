import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTicketmasterProvider } from './ticketmaster';

const RECORDED = {
  _embedded: {
    events: [
      {
        name: 'Colorado Avalanche vs. Dallas Stars',
        type: 'event',
        id: 'vvG1zZ9aZfXAbc',
        url: 'https://www.ticketmaster.com/event/1E00601AB1C2D3E4',
        dates: {
          start: {
            localDate: '2026-12-05',
            localTime: '19:00:00',
            dateTime: '2026-12-06T02:00:00Z',
          },
          status: { code: 'onsale' },
        },
        classifications: [
          { segment: { name: 'Sports' }, genre: { name: 'Hockey' } },
        ],
        priceRanges: [{ type: 'standard', currency: 'USD', min: 45, max: 350 }],
        _embedded: {
          venues: [
            {
              name: 'Ball Arena',
              city: { name: 'Denver' },
              address: { line1: '1000 Chopper Circle' },
              location: { longitude: '-105.00772', latitude: '39.74871' },
            },
          ],
        },
      },
      {
        name: 'An Evening of Jazz',
        id: 'Z7r9jZ1AdJ9Xyz',
        url: 'https://www.ticketmaster.com/event/1E00601AB1C2D3E5',
        dates: {
          start: {
            localDate: '2026-12-07',
            localTime: '20:00:00',
            dateTime: '2026-12-08T03:00:00Z',
          },
        },
        classifications: [
          { segment: { name: 'Music' }, genre: { name: 'Jazz' } },
        ],
        _embedded: {
          venues: [
            {
              name: 'Dazzle',
              city: { name: 'Denver' },
              address: { line1: '1512 Curtis St' },
              location: { longitude: '-104.99715', latitude: '39.74755' },
            },
          ],
        },
      },
      { name: 'Broken row without venue', id: 'broken', dates: { start: {} } },
      {
        name: 'Yesterday Show',
        id: 'past',
        dates: { start: { dateTime: '2026-11-30T03:00:00Z' } },
        _embedded: {
          venues: [
            {
              name: 'Ogden Theatre',
              location: { longitude: '-104.9756', latitude: '39.7403' },
            },
          ],
        },
      },
    ],
  },
  page: { size: 100, totalElements: 4, totalPages: 1, number: 0 },
};

let requests: IncomingMessage[] = [];
let status = 200;
const server = createServer((req, res) => {
  requests.push(req);
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(status === 200 ? RECORDED : { fault: 'quota' }));
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Ticketmaster events provider', () => {
  const now = new Date('2026-12-01T00:00:00Z');

  it('maps Discovery API events and skips unusable or past ones', async () => {
    requests = [];
    status = 200;
    const provider = createTicketmasterProvider({
      apiKey: 'test-key',
      baseUrl,
    });
    const events = await provider.upcoming(now);
    expect(events.map((e) => e.name)).toEqual([
      'Colorado Avalanche vs. Dallas Stars',
      'An Evening of Jazz',
    ]);
    expect(events[0]).toMatchObject({
      source: 'ticketmaster',
      sourceId: 'vvG1zZ9aZfXAbc',
      category: 'professional_sports',
      subcategory: 'Hockey',
      venueName: 'Ball Arena',
      latitude: 39.74871,
      ticketUrl: 'https://www.ticketmaster.com/event/1E00601AB1C2D3E4',
      eventDetails: { is_sample: false, min_price: 45, max_price: 350 },
    });
    expect(events[1]).toMatchObject({
      category: 'concerts',
      subcategory: 'Jazz',
    });
    const query = new URL(requests[0]!.url!, baseUrl).searchParams;
    expect(requests[0]!.url).toContain('/discovery/v2/events.json');
    expect(query.get('apikey')).toBe('test-key');
    expect(query.get('latlong')).toBe('39.7392,-104.9903');
  });

  it('fails loudly when the API answers an error', async () => {
    status = 429;
    const provider = createTicketmasterProvider({ apiKey: 'k', baseUrl });
    await expect(provider.upcoming(now)).rejects.toThrow(
      'Ticketmaster answered 429',
    );
  });
});
