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

describe('showStandIns', () => {
  it('takes the concert or comedy search found for that night as the show when no play is on', () => {
    const found = answer([theatre]);
    const shows = showStandIns('dinner and a show friday', found, [
      [theatre],
      [concert, result(4, { name: 'A Diner' })],
    ]);
    expect(shows.map((s) => s.name)).toEqual(['Friday Night Funk']);
  });

  it('keeps the play when one is on, and takes nothing for a question without a show', () => {
    expect(
      showStandIns('dinner and a show friday', answer([play]), [
        [play, concert],
      ]),
    ).toEqual([]);
    expect(
      showStandIns('theatre friday', answer([]), [[theatre, concert]]),
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
