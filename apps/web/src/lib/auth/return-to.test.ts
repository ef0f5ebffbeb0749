import { describe, expect, it } from 'vitest';

import { returnToIn, safeReturnTo, signInPathFrom } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path inside the app with its query', () => {
    expect(safeReturnTo('/plan/1')).toBe('/plan/1');
    expect(safeReturnTo('/my-plans?planId=7')).toBe('/my-plans?planId=7');
  });

  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['a full address', 'https://evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a path that normalises to two slashes', '/.//evil.example'],
    ['a relative path', 'favorites'],
    ['a script address', 'javascript:alert(1)'],
    ['nothing', null],
    ['an empty value', ''],
  ])('refuses %s', (_, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('signInPathFrom', () => {
  it('names the page and its query, which the sign-in view reads back', () => {
    const path = signInPathFrom('/login', {
      pathname: '/my-plans',
      search: '?planId=7&tab=2',
    });
    expect(path).toBe('/login?next=%2Fmy-plans%3FplanId%3D7%26tab%3D2');
    expect(returnToIn(path.slice(path.indexOf('?')))).toBe(
      '/my-plans?planId=7&tab=2',
    );
  });
});
