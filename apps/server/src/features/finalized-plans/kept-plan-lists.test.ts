import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TableWrites, WriteListener } from '../../lib/table-writes';

import { createKeptPlanLists, PLAN_LIST_TABLES } from './kept-plan-lists';

const log = { warn: vi.fn() };

/** Table writes told by hand, and which tables the lists asked to hear. */
function fakeWrites() {
  let heard: { tables: readonly string[]; listener: WriteListener } | undefined;
  const writes: TableWrites = {
    onCommitted(tables, listener) {
      heard = { tables, listener };
      return () => {
        heard = undefined;
      };
    },
  };
  return {
    writes,
    tables: () => heard?.tables,
    commit: (table: string) => heard?.listener(new Set([table])),
  };
}

function counter() {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return [{ id: loads } as unknown as FinalizedPlan];
  };
  return { load, loads: () => loads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('kept plan lists', () => {
  it('keeps each viewer’s list until a write to any table a list reads', async () => {
    const w = fakeWrites();
    const lists = createKeptPlanLists({
      writes: w.writes,
      keep: { cacheMs: 30_000, log },
    });
    expect(w.tables()).toEqual(PLAN_LIST_TABLES);
    const c = counter();
    const first = await lists.read(1, 100, '2026-12-05', c.load);
    expect(await lists.read(1, 100, '2026-12-05', c.load)).toBe(first);
    expect(c.loads()).toBe(1);
    await lists.read(2, 100, '2026-12-05', c.load);
    expect(c.loads()).toBe(2);

    for (const table of PLAN_LIST_TABLES) {
      w.commit(table);
      const before = c.loads();
      await lists.read(1, 100, '2026-12-05', c.load);
      await lists.read(2, 100, '2026-12-05', c.load);
      expect(c.loads()).toBe(before + 2);
    }
    lists.close();
    expect(w.tables()).toBeUndefined();
  });

  it('keeps nothing read while a write committed', async () => {
    const w = fakeWrites();
    const lists = createKeptPlanLists({
      writes: w.writes,
      keep: { cacheMs: 30_000, log },
    });
    const c = counter();
    await lists.read(1, 100, '2026-12-05', async () => {
      w.commit('plan_participants');
      return c.load();
    });
    await lists.read(1, 100, '2026-12-05', c.load);
    expect(c.loads()).toBe(2);
    lists.close();
  });

  it('reads again on another day, for another limit and once the keep time is over', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T12:00:00Z') });
    const w = fakeWrites();
    const lists = createKeptPlanLists({
      writes: w.writes,
      keep: { cacheMs: 30_000, log },
    });
    const c = counter();
    await lists.read(1, 100, '2026-12-05', c.load);
    await lists.read(1, 100, '2026-12-06', c.load);
    await lists.read(1, 5, '2026-12-06', c.load);
    expect(c.loads()).toBe(3);
    await lists.read(1, 5, '2026-12-06', c.load);
    expect(c.loads()).toBe(3);
    vi.advanceTimersByTime(30_001);
    await lists.read(1, 5, '2026-12-06', c.load);
    expect(c.loads()).toBe(4);
    lists.close();
  });

  it('keeps nothing where answers may not be kept', async () => {
    const w = fakeWrites();
    const lists = createKeptPlanLists({
      writes: w.writes,
      keep: { cacheMs: 0, log },
    });
    const c = counter();
    await lists.read(1, 100, '2026-12-05', c.load);
    await lists.read(1, 100, '2026-12-05', c.load);
    expect(c.loads()).toBe(2);
    lists.close();
  });
});
