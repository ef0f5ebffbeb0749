import { describe, expect, it } from 'vitest';

import { noteInterests, planInterests } from './suggestion-ranking';

describe('The create form listens to its note', () => {
  it('reads the AI assistant text as a search question is read', () => {
    expect(noteInterests('jazz night and a hike with good food')).toEqual({
      filters: [
        { category: 'concerts', subcategory: 'Jazz' },
        { category: 'outdoors', subcategory: 'Hiking' },
        { category: 'food', subcategory: null },
      ],
      labels: ['Jazz', 'Hiking', 'Food & Dining'],
    });
    expect(noteInterests('   ')).toEqual({ filters: [], labels: [] });
  });

  it("adds the note's kinds to the chosen interests, each once", () => {
    expect(planInterests(['outdoors: Hiking'], 'a hike and some jazz')).toEqual(
      [
        { category: 'outdoors', subcategory: 'Hiking' },
        { category: 'concerts', subcategory: 'Jazz' },
      ],
    );
  });
});
