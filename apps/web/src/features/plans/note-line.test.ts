import { describe, expect, it } from 'vitest';

import { noteLine } from './note-line';

describe('noteLine', () => {
  it('says what the note was read as, and nothing for a note of no kinds', () => {
    expect(noteLine(['Jazz', 'Hiking', 'Food & Dining'])).toBe(
      'Jazz, hiking, food & dining: 3 interests from your note',
    );
    expect(noteLine(['Museums'])).toBe('Museums: 1 interest from your note');
    expect(noteLine([])).toBeNull();
  });
});
