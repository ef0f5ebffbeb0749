import { randomBytes } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '../test/build-test-app';

import { tableWritesOf } from './table-writes';

/** PostgreSQL only: statements through the pool and through checked-out connections. */
describe('tableWritesOf on PostgreSQL', async () => {
  const database = await createTestDatabase();
  const { db } = database;
  const table = `watched_${randomBytes(4).toString('hex')}`;
  await db.execute(sql.raw(`create table ${table} (id int)`));
  const told: string[][] = [];
  const stop = tableWritesOf(db).onCommitted([table], (tables) =>
    told.push([...tables]),
  );

  it('tells a write through the pool and a committed transaction, not a rolled-back one', async () => {
    try {
      await db.execute(sql.raw(`insert into ${table} values (1)`));
      expect(told).toEqual([[table]]);

      told.length = 0;
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`update ${table} set id = 2`));
        expect(told).toEqual([]);
      });
      expect(told).toEqual([[table]]);

      told.length = 0;
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql.raw(`delete from ${table}`));
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      await db.execute(sql.raw(`select * from ${table} for update`));
      expect(told).toEqual([]);
    } finally {
      stop();
      await database.close();
    }
  });
});
