import { EMPTY_PARSED_SEARCH } from '@app/shared/search';
import { describe, expect, it } from 'vitest';

import { interleave, questionParts, withQuestionTime } from './question-topics';

describe('question topics', () => {
  it('splits a question at its joining words, and leaves one part whole', () => {
    expect(questionParts('live music and great food this weekend')).toEqual([
      'live music',
      'great food this weekend',
    ]);
    expect(questionParts('brewery & tacos, or sushi')).toEqual([
      'brewery',
      'tacos',
      'sushi',
    ]);
    expect(questionParts('brandy bars')).toEqual([]);
  });

  it('searches at most four parts of a long list', () => {
    expect(questionParts('a, b, c, d, e, f')).toEqual(['a', 'b', 'c', 'd']);
  });

  it("says the question's time again in a part that does not say it", () => {
    const weekend = { ...EMPTY_PARSED_SEARCH, when: 'this_weekend' as const };
    expect(withQuestionTime('live music', weekend)).toBe(
      'live music this weekend',
    );
    expect(withQuestionTime('great food this weekend', weekend)).toBe(
      'great food this weekend',
    );
    const tonight = {
      ...EMPTY_PARSED_SEARCH,
      when: 'tonight' as const,
      time_of_day: 'evening' as const,
    };
    expect(withQuestionTime('jazz', tonight)).toBe('jazz tonight');
    expect(withQuestionTime('jazz', EMPTY_PARSED_SEARCH)).toBe('jazz');
  });

  it("says the question's place again in a part that does not name it", () => {
    const place = {
      name: 'South Broadway',
      lat: 39.705,
      lng: -104.9875,
      radius_meters: 1600,
    };
    const sobo = { ...EMPTY_PARSED_SEARCH, when: 'saturday' as const, place };
    expect(withQuestionTime('lunch', sobo)).toBe(
      'lunch saturday in South Broadway',
    );
    expect(withQuestionTime('shopping on south broadway saturday', sobo)).toBe(
      'shopping on south broadway saturday',
    );
  });

  it('takes turns, each item once', () => {
    expect(
      interleave(
        [
          [1, 2, 3, 4],
          [5, 2],
        ],
        (n) => n,
      ),
    ).toEqual([1, 5, 2, 3, 4]);
  });
});
