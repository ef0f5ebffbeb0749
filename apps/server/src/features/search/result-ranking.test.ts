import { EMPTY_PARSED_SEARCH, type ParsedSearch } from '@app/shared/search';
import { describe, expect, it } from 'vitest';

import { wireActivity as activity } from '../../test/wire-activity';

import { isOnTopic, scoreResult } from './result-ranking';

const query = (overrides: Partial<ParsedSearch>): ParsedSearch => ({
  ...EMPTY_PARSED_SEARCH,
  ...overrides,
});

describe('result scoring and explanations', () => {
  it('scores a full match near 1 and explains each match', () => {
    const result = scoreResult(
      activity({
        name: 'Sushi Den',
        subcategory: 'Sushi',
        rating: 4.8,
        review_count: 50,
      }),
      query({
        categories: ['food'],
        subcategories: ['Sushi'],
        keywords: ['sushi'],
      }),
    );
    expect(result.relevance_score).toBeGreaterThan(0.95);
    expect(result.ai_explanation).toBe(
      'Sushi in Food & Dining, as you asked. Its name mentions "sushi". Rated 4.8 from 50 reviews.',
    );
  });

  it('ranks a category-only match below a subcategory match', () => {
    const parsed = query({ categories: ['food'], subcategories: ['Sushi'] });
    const sushi = scoreResult(activity({ subcategory: 'Sushi' }), parsed);
    const other = scoreResult(activity({ subcategory: 'Italian' }), parsed);
    expect(other.relevance_score).toBeLessThan(sushi.relevance_score);
    expect(other.ai_explanation).toBe('A pick from Food & Dining.');
  });

  it('never calls an unknown price cheap, and drops a price over budget', () => {
    const parsed = query({ price_max: 1 });
    const unknown = scoreResult(activity({ price_level: null }), parsed);
    expect(unknown.ai_explanation).not.toMatch(/budget|free/i);
    const cheap = scoreResult(activity({ price_level: 1 }), parsed);
    expect(cheap.ai_explanation).toContain('Price level $ fits your budget.');
    const pricey = scoreResult(activity({ price_level: 4 }), parsed);
    expect(pricey.relevance_score).toBeLessThan(cheap.relevance_score);
  });

  it('does not call public art indoors', () => {
    const parsed = query({ setting: 'indoor' });
    const art = scoreResult(
      activity({ category: 'arts', types: ['public_art'] }),
      parsed,
    );
    expect(art.ai_explanation).not.toContain('Indoors');
    const museum = scoreResult(
      activity({ category: 'arts', types: ['museum'] }),
      parsed,
    );
    expect(museum.ai_explanation).toContain('Indoors, whatever the weather.');
  });

  it('matches multi-word keywords word by word', () => {
    const result = scoreResult(
      activity({ name: 'Beer Garden', description: 'Local craft taps.' }),
      query({ keywords: ['craft beers'] }),
    );
    expect(result.ai_explanation).toContain(
      'Its details mention "craft beers".',
    );
  });

  it('falls back to a neutral explanation when nothing specific matched', () => {
    const result = scoreResult(activity({}), query({ keywords: ['zorbing'] }));
    expect(result.ai_explanation).toBe(
      'A close match in the catalogue for your words.',
    );
    expect(result.relevance_score).toBeGreaterThanOrEqual(0);
    expect(result.relevance_score).toBeLessThan(0.2);
  });

  it('does not call a pizzeria a date-night favourite', () => {
    const parsed = query({
      categories: ['food'],
      subcategories: ['Italian'],
      occasion: 'date_night',
    });
    const trattoria = scoreResult(
      activity({ name: 'Lo Stella Ristorante', subcategory: 'Italian' }),
      parsed,
    );
    const pizzeria = scoreResult(
      activity({ name: "Grimaldi's Pizzeria", subcategory: 'Italian' }),
      parsed,
    );
    expect(pizzeria.relevance_score).toBeLessThan(trattoria.relevance_score);
    expect(pizzeria.ai_explanation).not.toContain('date-night favourite');
  });

  it('counts a place of another kind in the same category as off topic', () => {
    const parsed = query({
      categories: ['food'],
      subcategories: ['Brunch'],
      keywords: ['brunch', 'vegetarian'],
    });
    const onTopic = (a: Parameters<typeof isOnTopic>[0]) =>
      isOnTopic(a, parsed);
    expect(onTopic(activity({ subcategory: 'Brunch' }))).toBe(true);
    expect(
      onTopic(activity({ subcategory: 'Cafe', description: 'Vegetarian.' })),
    ).toBe(true);
    expect(
      onTopic(activity({ name: 'Chipotle', subcategory: 'Mexican' })),
    ).toBe(false);
    // Naming only a category, every place in it answers.
    expect(isOnTopic(activity({}), query({ categories: ['food'] }))).toBe(true);
  });
});
