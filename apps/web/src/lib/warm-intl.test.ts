import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadIntlData } from './intl-data';
import { warmIntl } from './warm-intl';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('warmIntl', () => {
  it('starts one module worker from its own script before the page paints', () => {
    const started: { url: string; options?: WorkerOptions }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
      },
    );
    expect(warmIntl(document.createElement('div'))).toBe(true);
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/warm-intl\.worker\.ts/);
    expect(started[0]!.options).toEqual({ type: 'module' });
  });

  it('leaves a prerendered page alone', () => {
    const started = vi.fn();
    vi.stubGlobal('Worker', started);
    const root = document.createElement('div');
    root.append(document.createElement('main'));
    expect(warmIntl(root)).toBe(false);
    expect(started).not.toHaveBeenCalled();
  });

  it('does nothing where there are no workers', () => {
    vi.stubGlobal('Worker', undefined);
    expect(warmIntl(document.createElement('div'))).toBe(false);
  });
});

describe('loadIntlData', () => {
  it('formats a date in the metro time zone', () => {
    const { DateTimeFormat } = Intl;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args
    ) {
      return new DateTimeFormat(...args);
    } as typeof Intl.DateTimeFormat);
    loadIntlData();
    expect(built).toHaveBeenCalledWith(
      'en-US',
      expect.objectContaining({ timeZone: 'America/Denver' }),
    );
  });
});
