import { describe, expect, it } from 'vitest';

import {
  activityDisplayFields,
  classificationDisplay,
  formatBusinessHours,
  hoursText,
  resolveImageUrl,
  venueDisplay,
} from './display';

describe('resolveImageUrl', () => {
  it('uses the category default for empty, undefined and null urls', () => {
    expect(resolveImageUrl('', 'food')).toBe('/images/categories/food.svg');
    expect(resolveImageUrl('undefined', 'concerts')).toBe(
      '/images/categories/concerts.svg',
    );
    expect(resolveImageUrl('null', 'recreational_sports')).toBe(
      '/images/categories/default.svg',
    );
    expect(resolveImageUrl(null, undefined)).toBe(
      '/images/categories/default.svg',
    );
  });

  it('prefixes backend paths with the API base and keeps http(s) urls', () => {
    expect(resolveImageUrl('/static/a.jpg', 'food', 'http://api:8000/')).toBe(
      'http://api:8000/static/a.jpg',
    );
    expect(resolveImageUrl('/x.png', 'food')).toBe('/x.png');
    expect(resolveImageUrl('https://cdn.example/a.jpg', 'food')).toBe(
      'https://cdn.example/a.jpg',
    );
  });
});

describe('display rules', () => {
  it('omits TBA venues and Unknown classifications', () => {
    expect(venueDisplay('Venue TBA')).toBeNull();
    expect(venueDisplay('Ball Arena')).toBe('Ball Arena');
    expect(classificationDisplay('Unknown')).toBeNull();
    expect(classificationDisplay('Rock')).toBe('Rock');
  });

  it('shows the hours fallbacks', () => {
    expect(hoursText(null)).toBe('Hours not available');
    expect(hoursText('')).toBe('Hours not available');
    expect(hoursText('Daily 9-5')).toBe('Daily 9-5');
    expect(hoursText({ status: 'open' })).toBe('See details for hours');
  });

  it('formats business hours Monday first in 12-hour time', () => {
    expect(
      formatBusinessHours({
        sunday: [],
        Monday: ['11:00-14:00', '17:00-21:30'],
      }),
    ).toEqual([
      { day: 'Monday', text: '11:00 AM - 2:00 PM, 5:00 PM - 9:30 PM' },
      { day: 'Sunday', text: 'Closed' },
    ]);
  });
});

describe('activityDisplayFields', () => {
  it('applies the name, description, location and photo fallbacks', () => {
    const fields = activityDisplayFields({
      title: 'Red Rocks',
      summary: 'An amphitheatre',
      formatted_address: '18300 W Alameda Pkwy',
      photo_urls: '["/static/a.jpg","/static/b.jpg"]',
      types: '["park"]',
    });
    expect(fields.name).toBe('Red Rocks');
    expect(fields.description).toBe('An amphitheatre');
    expect(fields.location).toBe('18300 W Alameda Pkwy');
    expect(fields.photo_url).toBe('/static/a.jpg');
    expect(fields.types).toEqual(['park']);
    expect(fields.rating).toBe(0);
    expect(fields.price_level).toBe(0);
  });

  it("names nameless items 'Unnamed Activity' and survives bad JSON", () => {
    const fields = activityDisplayFields({
      event_details: '{not json',
      business_hours: 'Mon-Fri 9-5',
      price_level: 9,
    });
    expect(fields.name).toBe('Unnamed Activity');
    expect(fields.event_details).toEqual({});
    expect(fields.business_hours).toBe('Mon-Fri 9-5');
    expect(fields.price_level).toBe(0);
  });

  it('parses JSON-text hours and details', () => {
    const fields = activityDisplayFields({
      name: 'X',
      business_hours: '{"monday":["09:00-17:00"]}',
      event_details: { genre: 'Rock' },
    });
    expect(fields.business_hours).toEqual({ monday: ['09:00-17:00'] });
    expect(fields.event_details).toEqual({ genre: 'Rock' });
  });
});
