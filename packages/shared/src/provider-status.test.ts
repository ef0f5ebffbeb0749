import { describe, expect, it } from 'vitest';

import {
  providerStatusLine,
  shortAge,
  type ProviderStatus,
} from './provider-status';

const NOW = Date.parse('2026-12-01T20:00:00Z');
const status = (over: Partial<ProviderStatus>): ProviderStatus => ({
  name: 'events:mlb',
  label: 'MLB schedule',
  mode: 'live',
  last_success: null,
  last_error: null,
  items: 0,
  ...over,
});

describe('provider status lines', () => {
  it('says how long ago in short words', () => {
    expect(shortAge('2026-12-01T19:59:40Z', NOW)).toBe('just now');
    expect(shortAge('2026-12-01T19:35:00Z', NOW)).toBe('25 min ago');
    expect(shortAge('2026-12-01T17:50:00Z', NOW)).toBe('2 h ago');
    expect(shortAge('2026-11-27T20:00:00Z', NOW)).toBe('4 days ago');
  });

  it('reads as plain words for each mode', () => {
    expect(
      providerStatusLine(status({ last_success: '2026-12-01T18:00:00Z' }), NOW),
    ).toBe('MLB schedule: live, updated 2 h ago');
    expect(
      providerStatusLine(
        status({ mode: 'cached', last_success: '2026-12-01T19:00:00Z' }),
        NOW,
      ),
    ).toBe(
      'MLB schedule: not answering, showing what it last sent, updated 1 h ago',
    );
    expect(providerStatusLine(status({ mode: 'fallback' }), NOW)).toBe(
      'MLB schedule: not reached yet, using built-in data',
    );
  });
});
