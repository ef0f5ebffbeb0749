import { describe, expect, it } from 'vitest';

import {
  categoryDefaultPrice,
  budgetLabel,
  estimatedCost,
  planBudgetTotal,
  priceLabel,
  priceSymbols,
  restaurantPrice,
  restaurantTierForPrice,
} from './pricing';

describe('priceLabel', () => {
  it('maps price levels 1-4 to the spec ranges', () => {
    expect(priceLabel({ price_level: 1 })).toBe('$10-25');
    expect(priceLabel({ price_level: 2 })).toBe('$25-50');
    expect(priceLabel({ price_level: 3 })).toBe('$50-100');
    expect(priceLabel({ price_level: 4 })).toBe('$100+');
  });

  it('prefers a known price range over the level', () => {
    expect(priceLabel({ price_range: '$40-60', price_level: 1 })).toBe(
      '$40-60',
    );
  });

  it('falls back to category defaults when the level is unknown or 0', () => {
    expect(priceLabel({ category: 'food', price_level: null })).toBe('$15-35');
    expect(priceLabel({ category: 'outdoors', price_level: 0 })).toBe('Free');
    expect(priceLabel({ category: 'concerts' })).toBe('Check tickets');
    expect(priceLabel({ category: 'entertainment' })).toBe('Check tickets');
    expect(priceLabel({ category: 'professional_sports' })).toBe(
      'Check tickets',
    );
    expect(priceLabel({ category: 'shopping' })).toBe('$10-30');
  });

  it('never calls a zoo, a botanic garden or another paid entry free', () => {
    expect(priceLabel({ category: 'outdoors', types: ['zoo'] })).toBe(
      'Admission charged',
    );
    expect(
      priceLabel({ category: 'arts', types: ['public_art', 'paid_admission'] }),
    ).toBe('Admission charged');
    expect(priceLabel({ category: 'outdoors', types: ['park'] })).toBe('Free');
  });

  it('formats a numeric price and treats 0 as free', () => {
    expect(priceLabel({ price: 12.5 })).toBe('$12.50');
    expect(priceLabel({ price: 0 })).toBe('Free');
  });
});

describe('categoryDefaultPrice', () => {
  it('is case-insensitive and defaults to $10-30', () => {
    expect(categoryDefaultPrice('FOOD')).toBe('$15-35');
    expect(categoryDefaultPrice(undefined)).toBe('$10-30');
  });
});

describe('priceSymbols', () => {
  it('repeats dollar signs for levels 1-4 only', () => {
    expect(priceSymbols(3)).toBe('$$$');
    expect(priceSymbols(0)).toBe('');
    expect(priceSymbols(5)).toBe('');
    expect(priceSymbols(null)).toBe('');
  });
});

describe('restaurant tiers', () => {
  it('uses the spec boundaries: under 15, 15-40, 40-75, 75+', () => {
    expect(restaurantTierForPrice(14.99).symbols).toBe('$');
    expect(restaurantTierForPrice(15).symbols).toBe('$$');
    expect(restaurantTierForPrice(39.99).symbols).toBe('$$');
    expect(restaurantTierForPrice(40).symbols).toBe('$$$');
    expect(restaurantTierForPrice(75).symbols).toBe('$$$$');
  });

  it("shows a restaurant's tier, else its own range, else the typical one", () => {
    expect(restaurantPrice({ category: 'food', price_level: 2 })).toEqual({
      text: '$$',
      label: '$15-40 per person',
    });
    expect(
      restaurantPrice({
        category: 'food',
        price_level: 0,
        price_range: '$20-30',
      }),
    ).toEqual({ text: '$20-30', label: '$20-30 per person' });
    expect(restaurantPrice({ category: 'food', price_level: null })).toEqual({
      text: '$15-35',
      label: 'Price not listed, typically $15-35',
    });
  });
});

describe('estimatedCost', () => {
  it('is price level times 25 when the level is known', () => {
    expect(estimatedCost({ category: 'food', price_level: 3 })).toBe(75);
  });

  it('is the category default midpoint when the level is unknown', () => {
    expect(estimatedCost({ category: 'food', price_level: 0 })).toBe(25);
    expect(estimatedCost({ category: 'outdoors', price_level: null })).toBe(0);
    expect(estimatedCost({ category: 'arts' })).toBe(20);
    // 'Check tickets' has no figures: the generic default applies.
    expect(estimatedCost({ category: 'concerts' })).toBe(20);
  });

  it('is nothing for public art, which is free to see', () => {
    const art = { category: 'arts', types: ['public_art'], price_level: null };
    expect(estimatedCost(art)).toBe(0);
    expect(priceLabel(art)).toBe('Free');
    // A known price still wins.
    expect(priceLabel({ ...art, price_range: '$5 donation' })).toBe(
      '$5 donation',
    );
    expect(priceLabel({ category: 'arts', types: ['museum'] })).toBe('$10-30');
  });
});

describe('plan budget', () => {
  it('multiplies a per-day budget by the days', () => {
    const perDay = { amount: 100, type: 'per_day' };
    expect(planBudgetTotal(perDay, 3)).toBe(300);
    expect(budgetLabel(perDay, 3)).toBe('$100 per day ($300 total)');
  });

  it('keeps total and per-person budgets as they are', () => {
    expect(planBudgetTotal({ amount: 250, type: 'total' }, 3)).toBe(250);
    expect(budgetLabel({ amount: 250, type: 'total' }, 3)).toBe('$250 total');
    expect(planBudgetTotal({ amount: 40, type: 'per_person' }, 2)).toBeNull();
    expect(budgetLabel({ amount: 40, type: 'per_person' }, 2)).toBe(
      '$40 per person',
    );
    expect(budgetLabel({ amount: null, type: null }, 2)).toBeNull();
  });
});
