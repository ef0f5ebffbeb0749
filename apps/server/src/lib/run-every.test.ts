import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { runEvery } from './run-every';

describe('runEvery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const quietLog = () => ({ warn: vi.fn() });

  it('runs on each interval until stopped, not at once', async () => {
    const work = vi.fn(async () => undefined);
    const stop = runEvery(1000, work, quietLog(), 'failed');
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('skips a beat while the last run is still going', async () => {
    let finish = () => {};
    const work = vi.fn(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const stop = runEvery(1000, work, quietLog(), 'failed');
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs a failed run and tries again on the next beat', async () => {
    const log = quietLog();
    const error = new Error('database away');
    const work = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(error)
      .mockResolvedValue(undefined);
    const stop = runEvery(1000, work, log, 'reminders failed');
    await vi.advanceTimersByTimeAsync(2000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ err: error }, 'reminders failed');
    expect(work).toHaveBeenCalledTimes(2);
    stop();
  });
});
