import { describe, expect, it } from 'vitest';

import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('keeps one formatter per locale and options', () => {
    const options = { weekday: 'short', timeZone: 'UTC' } as const;
    const first = dateFormat('en-US', options);
    expect(dateFormat('en-US', { ...options })).toBe(first);
    expect(dateFormat('en-GB', options)).not.toBe(first);
    expect(
      dateFormat('en-US', { ...options, timeZone: 'America/Denver' }),
    ).not.toBe(first);
    expect(first.format(new Date('2026-11-28T12:00:00Z'))).toBe('Sat');
  });

  it('refuses an unknown time zone as the constructor does, keeping nothing', () => {
    expect(() => dateFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(
      RangeError,
    );
    expect(() => dateFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(
      RangeError,
    );
  });
});
