import {
  EMPTY_PARSED_SEARCH,
  type AiSearchResponse,
  type ParsedSearch,
} from '@app/shared/search';
import { describe, expect, it } from 'vitest';

import { judgedByForecast, withoutWeatherWords } from './weather-words';

const answer = (over: Partial<ParsedSearch>) =>
  ({
    results: [],
    understanding: { ...EMPTY_PARSED_SEARCH, ...over },
  }) as unknown as AiSearchResponse;

const asked: string[] = [];
const search = {
  search: async ({ query }: { query: string }) => {
    asked.push(query);
    return answer({ categories: ['outdoors'] });
  },
};

const hike = answer({ categories: ['outdoors'], setting: 'indoor' });

describe('withoutWeatherWords', () => {
  it('drops the weather a question expects, and keeps a wish for indoors', () => {
    expect(withoutWeatherWords('sunday hike at red rocks, rain forecast')).toBe(
      'sunday hike at red rocks',
    );
    expect(withoutWeatherWords('freezing saturday but we want a hike')).toBe(
      'saturday but we want a hike',
    );
    expect(withoutWeatherWords('snowy saturday, something indoors')).toBeNull();
    expect(withoutWeatherWords('hike on saturday')).toBeNull();
  });
});

describe('judgedByForecast', () => {
  it('plans an outdoor kind asked beside the weather on the forecast', async () => {
    const judged = await judgedByForecast(
      search,
      'freezing saturday but we want a hike',
      hike,
      { is_estimate: false },
      10,
    );
    expect(judged.query).toBe('saturday but we want a hike');
    expect(judged.found.understanding.setting).toBeNull();
    expect(asked).toEqual(['saturday but we want a hike']);
  });

  it('keeps the question’s word on typical weather, or when it names no outdoor kind', async () => {
    const typical = await judgedByForecast(
      search,
      'freezing saturday but we want a hike',
      hike,
      { is_estimate: true },
      10,
    );
    expect(typical.found).toBe(hike);
    const indoor = answer({ categories: ['arts'], setting: 'indoor' });
    const kids = await judgedByForecast(
      search,
      'rainy saturday with the kids',
      indoor,
      { is_estimate: false },
      10,
    );
    expect(kids).toEqual({
      query: 'rainy saturday with the kids',
      found: indoor,
    });
  });
});
