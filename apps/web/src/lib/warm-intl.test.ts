import { afterEach, describe, expect, it, vi } from 'vitest';

import { warmIntl } from './warm-intl';

const { DateTimeFormat } = Intl;

/** Counts the date formatters built, each still a real one. */
function countFormatters() {
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    ...args
  ) {
    return new DateTimeFormat(...args);
  } as typeof Intl.DateTimeFormat);
}

afterEach(() => vi.restoreAllMocks());

describe('warmIntl', () => {
  it('builds a date formatter while the page has not painted', () => {
    const built = countFormatters();
    expect(warmIntl(document.createElement('div'))).toBe(true);
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('leaves a prerendered page alone', () => {
    const built = countFormatters();
    const root = document.createElement('div');
    root.append(document.createElement('main'));
    expect(warmIntl(root)).toBe(false);
    expect(built).not.toHaveBeenCalled();
  });
});
