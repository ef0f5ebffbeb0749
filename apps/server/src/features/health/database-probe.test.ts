import { describe, expect, it } from 'vitest';

import type { Db } from '../../db/client';

import { createDatabaseProbe } from './database-probe';

function probeWith(answers: boolean[]) {
  let pings = 0;
  const probe = createDatabaseProbe({} as Db, {
    ping: async () => {
      pings += 1;
      if (!answers.shift()) throw new Error('down');
    },
  });
  return { probe, pings: () => pings };
}

describe('database probe', () => {
  it('remembers a success, so the next checks need no round trip', async () => {
    const { probe, pings } = probeWith([true]);
    expect(await probe.isUp()).toBe(true);
    expect(await probe.isUp()).toBe(true);
    expect(pings()).toBe(1);
  });

  it('never remembers a failure, and forgets a success when told of an outage', async () => {
    const { probe, pings } = probeWith([false, true, true]);
    expect(await probe.isUp()).toBe(false);
    expect(await probe.isUp()).toBe(true);
    probe.forget();
    expect(await probe.isUp()).toBe(true);
    expect(pings()).toBe(3);
  });

  it('lets concurrent checks share one round trip', async () => {
    const { probe, pings } = probeWith([true]);
    const answers = await Promise.all([
      probe.isUp(),
      probe.isUp(),
      probe.isUp(),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(pings()).toBe(1);
  });
});
