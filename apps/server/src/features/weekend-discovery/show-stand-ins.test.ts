import type { Itinerary } from '@app/shared/itinerary';
import {
  EMPTY_PARSED_SEARCH,
  type AiSearchResponse,
  type AiSearchResult,
} from '@app/shared/search';
import { describe, expect, it } from 'vitest';

import { wireActivity } from '../../test/wire-activity';

import { sayShowStandIns, showStandIns } from './show-stand-ins';

const result = (
  id: number,
  over: Partial<AiSearchResult> = {},
): AiSearchResult => ({
  ...wireActivity({ id, name: `Place ${id}`, category: 'food' }),
  relevance_score: 0.9,
  ai_explanation: '',
  other_dates: [],
  ...over,
});

const concert = result(1, {
  name: 'Friday Night Funk',
  category: 'concerts',
  subcategory: 'Funk',
  start_time: '2026-12-12T04:00:00.000Z',
});
const play = result(2, {
  name: 'Evening Play',
  category: 'entertainment',
  subcategory: 'Theater',
  start_time: '2026-12-12T02:30:00.000Z',
});
const theatre = result(3, {
  name: 'A Theatre',
  category: 'entertainment',
  subcategory: 'Theater',
});
const answer = (results: AiSearchResult[]): AiSearchResponse =>
  ({
    results,
    understanding: {
      ...EMPTY_PARSED_SEARCH,
      categories: ['entertainment', 'food'],
      subcategories: ['Theater'],
      when: 'friday',
    },
  }) as unknown as AiSearchResponse;

/** A search that answers every question with the listed concert. */
const searched: string[] = [];
const search = {
  search: async ({ query }: { query: string }) => {
    searched.push(query);
    return answer([concert]);
  },
};

describe('showStandIns', () => {
  it('takes a concert or comedy on that night as the show when no play is on', async () => {
    const found = answer([theatre]);
    const shows = await showStandIns(
      search,
      'dinner and a show friday',
      found,
      [[theatre]],
      10,
    );
    expect(shows.map((s) => s.name)).toEqual(['Friday Night Funk']);
    expect(searched.some((q) => q.includes('friday'))).toBe(true);
  });

  it('keeps the play when one is on, and asks nothing of a question without a show', async () => {
    const found = answer([play]);
    expect(
      await showStandIns(
        search,
        'dinner and a show friday',
        found,
        [[play]],
        10,
      ),
    ).toEqual([]);
    expect(
      await showStandIns(search, 'theatre friday', answer([]), [[theatre]], 10),
    ).toEqual([]);
  });

  it('says on the day which show stands in for the play', () => {
    const day: Itinerary = {
      date: '2026-12-11',
      slots: [
        {
          activity_id: concert.id,
          activity_name: concert.name,
        } as Itinerary['slots'][number],
      ],
      total_travel_time: 0,
      weather_adjusted: false,
      weather_note: null,
    };
    const [said] = sayShowStandIns([day], [concert]);
    expect(said!.notes).toEqual([
      'No theatre show is listed that night, so Friday Night Funk (a concert) is the show instead.',
    ]);
    expect(sayShowStandIns([{ ...day, slots: [] }], [concert])[0]!.notes).toBe(
      undefined,
    );
  });
});
