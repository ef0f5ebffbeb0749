import { describe, expect, it } from 'vitest';

import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('keeps the route and drops reset tokens, feed tokens and share ids', () => {
    expect(redactUrl('/reset-password?token=abc-DEF_1&x=1')).toBe(
      '/reset-password?token=[redacted]&x=1',
    );
    expect(
      redactUrl('/api/calendar/AbCdEf0123456789AbCdEf0123456789.ics'),
    ).toBe('/api/calendar/[redacted].ics');
    expect(redactUrl('/api/shared-plans/AAAAAAAAAAAAAAAAAAAAAA')).toBe(
      '/api/shared-plans/[redacted]',
    );
    expect(redactUrl('/api/shared-itineraries/AAAAAAAAAAAAAAAAAAAAAA')).toBe(
      '/api/shared-itineraries/[redacted]',
    );
    expect(redactUrl('/shared/AAAAAAAAAAAAAAAAAAAAAA?x=1')).toBe(
      '/shared/[redacted]?x=1',
    );
    expect(redactUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
    expect(redactUrl('/api/activities?limit=5')).toBe(
      '/api/activities?limit=5',
    );
  });
});
