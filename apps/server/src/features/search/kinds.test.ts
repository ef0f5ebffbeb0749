import { describe, expect, it } from 'vitest';

import { analyzeQuery } from '../../providers/ai/local-query-parser';
import { wireActivity } from '../../test/wire-activity';

import { isOfWholeCategoryAsked, kindredOf } from './kinds';
import { isOnTopic } from './result-ranking';

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
  it("takes a kind's word in a listing only within that kind's category", () => {
    const parsed = analyzeQuery('rockies baseball').parsed;
    const park = wireActivity({
      name: 'Rocky Mountain Lake Park',
      category: 'outdoors',
      subcategory: 'Parks',
    });
    const ballpark = wireActivity({
      name: 'Coors Field',
      category: 'professional_sports',
      subcategory: 'Baseball',
    });
    expect(isOnTopic(park, parsed)).toBe(false);
    expect(isOnTopic(ballpark, parsed)).toBe(true);
    // A word of no kind still finds any listing that says it.
    const kitchen = wireActivity({
      name: 'Gluten Free Kitchen',
      category: 'food',
    });
    expect(isOnTopic(kitchen, analyzeQuery('gluten free').parsed)).toBe(true);
  });
});
