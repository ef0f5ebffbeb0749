import { describe, expect, it } from 'vitest';

import {
  defaultDurationMinutes,
  defaultStartTime,
  formatEventDate,
  formatEventTime,
  formatTime12h,
  inferConcertGenre,
  inferSportType,
  isPastEvent,
  isSportGame,
  shortenToSentences,
  summarize,
} from './event-rules';

describe('text rules', () => {
  it('shortens an event description to two sentences', () => {
    expect(
      shortenToSentences('First one. Second one! Third one? Fourth.'),
    ).toBe('First one. Second one!');
    expect(shortenToSentences('No full stop')).toBe('No full stop');
    expect(shortenToSentences(null)).toBe('');
  });

  it('caps a summary at 100 characters plus an ellipsis', () => {
    const long = 'x'.repeat(150);
    expect(summarize(long)).toBe(`${'x'.repeat(100)}...`);
    expect(summarize('short')).toBe('short');
    expect(summarize('y'.repeat(100))).toBe('y'.repeat(100));
  });
});

describe('default start times', () => {
  it('uses the spec times per category', () => {
    expect(defaultStartTime('concerts', 9)).toBe('19:00');
    expect(defaultStartTime('professional_sports', 9)).toBe('19:00');
    expect(defaultStartTime('outdoors', 9)).toBe('10:00');
    expect(defaultStartTime('nightlife', 9)).toBe('20:00');
    expect(defaultStartTime('arts', 9)).toBe('14:00');
    expect(defaultStartTime('entertainment', 9)).toBe('14:00');
    expect(defaultStartTime('shopping', 9)).toBe('12:00');
  });

  it('moves food to the next meal slot by the current hour', () => {
    expect(defaultStartTime('food', 8)).toBe('11:30');
    expect(defaultStartTime('food', 12)).toBe('12:30');
    expect(defaultStartTime('food', 15)).toBe('17:30');
    expect(defaultStartTime('food', 18)).toBe('19:00');
  });
});

describe('default durations', () => {
  it('uses 180/90/120 minutes and the entertainment hints', () => {
    expect(defaultDurationMinutes('concerts')).toBe(180);
    expect(defaultDurationMinutes('professional_sports')).toBe(180);
    expect(defaultDurationMinutes('food')).toBe(90);
    expect(defaultDurationMinutes('outdoors')).toBe(120);
    expect(defaultDurationMinutes('entertainment', 'Comedy Works')).toBe(90);
    expect(defaultDurationMinutes('entertainment', 'Buell Theatre')).toBe(150);
    expect(defaultDurationMinutes('entertainment', 'Bowling')).toBe(120);
  });
});

describe('inference', () => {
  it.each([
    ['Denver Symphony Orchestra', 'Classical'],
    ['Bluegrass Night', 'Country/Folk'],
    ['Hip-Hop Showcase', 'Hip-Hop/R&B'],
    ['Thrash Metal Fest', 'Metal/Punk'],
    ['Late Night Jazz', 'Jazz/Blues'],
    ['Techno DJ set', 'Electronic'],
    ['Salsa Sundays', 'Latin'],
    ['Classic Rock Revival', 'Rock'],
    ['Pop Hits Live', 'Pop'],
    ['Pop-up Market Stage', 'Live Music'],
    ['Ellie Caulkins Opera House', 'Classical'],
    ['Opera House Gala', 'Classical'],
    ['Deep House All Night', 'Electronic'],
    ['House Music Sunday', 'Electronic'],
    ['Full House Reunion Show', 'Live Music'],
    ['An Evening With Someone', 'Live Music'],
  ])('infers the concert genre of %s: %s', (name, genre) => {
    expect(inferConcertGenre(name)).toBe(genre);
  });

  it.each(
    Object.entries({
      Baseball: 'Colorado Rockies vs. Giants',
      Basketball: 'Denver Nuggets vs Lakers',
      Hockey: 'Colorado Avalanche',
      Soccer: 'Colorado Rapids',
      Football: 'Denver Broncos',
      Golf: 'PGA Championship',
      Tennis: 'Tennis Open',
      Racing: 'NASCAR Night',
      MMA: 'UFC Fight Night',
      Sports: 'Rodeo',
    }),
  )('infers %s from %s', (sport, name) => {
    expect(inferSportType(name)).toBe(sport);
  });

  it('recognises a sport game by keywords or classification segment', () => {
    expect(isSportGame({ name: 'Nuggets vs. Lakers' })).toBe(true);
    expect(isSportGame({ name: 'Broncos Home Opener game' })).toBe(true);
    expect(
      isSportGame({
        name: 'Stock Show',
        event_details: { classifications: [{ segment: { name: 'Sports' } }] },
      }),
    ).toBe(true);
    expect(isSportGame({ name: 'Coldplay', category: 'concerts' })).toBe(false);
    expect(isSportGame({ name: 'Board game night' })).toBe(false);
  });

  it('hides events that started before now, keeps undated ones', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isPastEvent('2026-05-31T19:00:00Z', now)).toBe(true);
    expect(isPastEvent('2026-06-02T19:00:00Z', now)).toBe(false);
    expect(isPastEvent(null, now)).toBe(false);
  });
});

describe('time formatting', () => {
  it('formats 24-hour times as 12-hour US times', () => {
    expect(formatTime12h('19:00')).toBe('7:00 PM');
    expect(formatTime12h('00:15')).toBe('12:15 AM');
    expect(formatTime12h('12:00:00')).toBe('12:00 PM');
    expect(formatTime12h('25:00')).toBeNull();
    expect(formatTime12h('noon')).toBeNull();
  });

  it('formats event dates in Denver time and shows Date TBD when absent', () => {
    expect(formatEventDate('2026-07-04')).toBe('Saturday, July 4');
    expect(formatEventDate('2026-07-05T01:30:00Z')).toBe('Saturday, July 4');
    expect(formatEventDate(null)).toBe('Date TBD');
    expect(formatEventDate('soon')).toBe('Date TBD');
    expect(formatEventTime('2026-07-05T01:30:00Z')).toBe('7:30 PM');
  });
});
