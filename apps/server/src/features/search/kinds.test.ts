import { describe, expect, it } from 'vitest';

import { analyzeQuery } from '../../providers/ai/local-query-parser';
import { wireActivity } from '../../test/wire-activity';

import { isOfWholeCategoryAsked, kindredOf } from './kinds';

describe('kinds asked', () => {
  it("takes any restaurant for the dinner of 'dinner and a show'", () => {
    const parsed = analyzeQuery('dinner and a show').parsed;
    const diner = wireActivity({ category: 'food', subcategory: 'American' });
    const cinema = wireActivity({
      category: 'entertainment',
      subcategory: 'Movies',
    });
    expect(isOfWholeCategoryAsked(diner, parsed)).toBe(true);
    // The show is a kind of entertainment: not any of it.
    expect(isOfWholeCategoryAsked(cinema, parsed)).toBe(false);
    // 'sushi dinner' names the kind of food.
    expect(
      isOfWholeCategoryAsked(diner, analyzeQuery('sushi dinner').parsed),
    ).toBe(false);
  });

  it('has nearest kinds for what the catalogue lacks', () => {
    expect(kindredOf(analyzeQuery('escape room').parsed)).toEqual([
      'Arcade',
      'Bowling',
    ]);
    expect(kindredOf(analyzeQuery('dive bars').parsed)[0]).toBe('Bars');
  });
});
