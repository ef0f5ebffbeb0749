import { describe, expect, it } from 'vitest';

import { finalizeFormSchema } from './finalized-plans';

describe('finalizeFormSchema', () => {
  it('words a title or description over its limit plainly', () => {
    const result = finalizeFormSchema.safeParse({
      title: 'x'.repeat(201),
      description: 'y'.repeat(4001),
      rows: [{ activity_id: 1, date: '2030-06-01', time: '', notes: '' }],
    });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map(({ path, message }) => [path[0], message]),
    ).toEqual([
      ['title', 'Title must be at most 200 characters'],
      ['description', 'Description must be at most 4000 characters'],
    ]);
  });
});
