import { describe, expect, it } from 'vitest';

import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('drops tokens after a semicolon and in percent-encoded URLs', () => {
    expect(redactUrl('/reset-password;token=abc;x=1')).toBe(
      '/reset-password;token=[redacted];x=1',
    );
    expect(redactUrl('/go?next=%2Fr%3Fa%3D1%26token%3Dabc%26b%3D2')).toBe(
      '/go?next=%2Fr%3Fa%3D1%26token%3D[redacted]%26b%3D2',
    );
    expect(redactUrl('/go?next=%2Fr%3FTOKEN%3Dabc')).toBe(
      '/go?next=%2Fr%3FTOKEN%3D[redacted]',
    );
    // Lower-case escapes, and `;` encoded inside the quoted URL.
    expect(redactUrl('/go?next=%2fr%3fa%3d1%26token%3dabc%26b%3d2')).toBe(
      '/go?next=%2fr%3fa%3d1%26token%3d[redacted]%26b%3d2',
    );
    expect(redactUrl('/go?next=%2Fr%3Ba%3D1%3Btoken%3Dabc%3Bb%3D2')).toBe(
      '/go?next=%2Fr%3Ba%3D1%3Btoken%3D[redacted]%3Bb%3D2',
    );
  });

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
