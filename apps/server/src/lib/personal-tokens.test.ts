import { describe, expect, it } from 'vitest';

import { isAccountChange, isReadCall } from './personal-tokens';

describe('what a personal access token may call', () => {
  it('never changes the account, its sign-in or its tokens', () => {
    for (const [method, url] of [
      ['DELETE', '/api/users/me'],
      ['PUT', '/api/users/me/password'],
      ['PUT', '/api/users/me/email'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/users/me/access-tokens'],
      ['POST', '/api/users/me/delete-account'],
    ] as const) {
      expect(isAccountChange(method, url), `${method} ${url}`).toBe(true);
    }
    expect(isAccountChange('PUT', '/api/users/me')).toBe(false);
    expect(isAccountChange('POST', '/api/favorites')).toBe(false);
  });

  it('reads with GET and the searching POSTs only', () => {
    expect(isReadCall('GET', '/api/plans')).toBe(true);
    expect(isReadCall('POST', '/api/ai/search')).toBe(true);
    expect(isReadCall('POST', '/mcp')).toBe(true);
    expect(isReadCall('POST', '/api/plans')).toBe(false);
    expect(isReadCall('DELETE', '/api/favorites/:activityId')).toBe(false);
  });
});
