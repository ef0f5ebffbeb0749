import { EMPTY_PARSED_SEARCH, type ParsedSearch } from '@app/shared/search';
import { describe, expect, it } from 'vitest';

import { wireActivity as activity } from '../../test/wire-activity';

import { scoreResult } from './result-ranking';

const jazzTonight: ParsedSearch = {
  ...EMPTY_PARSED_SEARCH,
  categories: ['concerts'],
  subcategories: ['Jazz'],
  keywords: ['jazz'],
  when: 'tonight',
};
const window = {
  from: new Date('2026-06-05T23:00:00Z'),
  to: new Date('2026-06-06T09:00:00Z'),
};
const context = { timeLabel: 'tonight', window };
const show = (subcategory: string, start: string) =>
  activity({
    name: `${subcategory} Night`,
    category: 'concerts',
    subcategory,
    start_time: start,
    venue_name: 'The Hall',
  });
const venue = activity({
  name: 'Jazz Cellar',
  category: 'concerts',
  subcategory: 'Jazz',
});

describe('scoring against the time asked', () => {
  it('never says a venue or an event outside the window is on tonight', () => {
    const atVenue = scoreResult(venue, jazzTonight, context);
    expect(atVenue.ai_explanation).not.toContain('Happening');
    expect(atVenue.ai_explanation).toContain('No event listed here tonight.');
    const nextWeek = scoreResult(
      show('Jazz', '2026-06-12T02:00:00Z'),
      jazzTonight,
      context,
    );
    expect(nextWeek.ai_explanation).not.toContain('Happening');
    const tonight = scoreResult(
      show('Jazz', '2026-06-06T02:00:00Z'),
      jazzTonight,
      context,
    );
    expect(tonight.ai_explanation).toContain('Happening tonight.');
  });

  it("orders tonight's jazz, then jazz venues, then tonight's other music", () => {
    const scores = [
      show('Jazz', '2026-06-06T02:00:00Z'),
      venue,
      show('Rock', '2026-06-06T02:00:00Z'),
    ].map((a) => scoreResult(a, jazzTonight, context).relevance_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(3);
  });

  it('ranks an evening out above daytime places when only the evening is asked', () => {
    const tonight: ParsedSearch = {
      ...EMPTY_PARSED_SEARCH,
      when: 'tonight',
      time_of_day: 'evening',
    };
    const results = [
      show('Rock', '2026-06-06T02:00:00Z'),
      activity({ name: 'Bar', category: 'nightlife', subcategory: 'Bars' }),
      activity({ name: 'Trattoria', subcategory: 'Italian' }),
      activity({ name: 'Cafe', subcategory: 'Coffee & Cafes' }),
      activity({
        name: 'Sculpture',
        category: 'arts',
        subcategory: 'Local Artists',
        types: ['public_art'],
      }),
    ].map((a) => scoreResult(a, tonight, context));
    const scores = results.map((r) => r.relevance_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[3]).toBe(scores[4]);
    expect(new Set(scores).size).toBe(4);
    expect(results[1]!.ai_explanation).toBe('Bars, for an evening out.');
    expect(results[2]!.ai_explanation).toBe('Italian, for dinner.');
  });

  it('leaves places that are not venues alone', () => {
    const parsed = { ...EMPTY_PARSED_SEARCH, categories: ['food' as const] };
    const diner = activity({ name: 'Diner' });
    expect(scoreResult(diner, parsed, context)).toEqual(
      scoreResult(diner, parsed),
    );
  });
});
