import { AI_SEARCH_MAX_QUERY_LENGTH } from '@app/shared/search-limits';
import { describe, expect, it } from 'vitest';

import { fitQuery } from './fit-query';

describe('fitQuery', () => {
  it('keeps a question that fits, trimmed', () => {
    expect(fitQuery('  cheap   sushi ')).toEqual({
      text: 'cheap sushi',
      shortened: false,
    });
  });

  it('cuts a long question at the last whole word within the limit', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const { text, shortened } = fitQuery(words);
    expect(shortened).toBe(true);
    expect(text.length).toBeLessThanOrEqual(AI_SEARCH_MAX_QUERY_LENGTH);
    expect(words.startsWith(`${text} `)).toBe(true);
  });

  it('cuts a single endless word at the limit without splitting an emoji', () => {
    expect(fitQuery('a'.repeat(1000)).text).toHaveLength(
      AI_SEARCH_MAX_QUERY_LENGTH,
    );
    const text = fitQuery(`a${'🍕'.repeat(500)}`).text;
    expect(text.length).toBeLessThanOrEqual(AI_SEARCH_MAX_QUERY_LENGTH);
    expect(text).toMatch(/^a(🍕)+$/u);
  });

  it('drops characters the API refuses', () => {
    expect(fitQuery('jazz\u0000tonight\n')).toEqual({
      text: 'jazz tonight',
      shortened: false,
    });
    expect(fitQuery('pizza \ud83c').text).toBe('pizza');
  });
});
