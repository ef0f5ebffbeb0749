import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';

import type { Db } from '../db/client';

import { tableWritesOf, writtenTables } from './table-writes';

describe('writtenTables', () => {
  it('names the tables a statement writes, and none for reads', () => {
    expect(writtenTables('insert into "plans" ("title") values ($1)')).toEqual([
      'plans',
    ]);
    expect(writtenTables('update "plan_activities" set "notes" = $1')).toEqual([
      'plan_activities',
    ]);
    expect(
      writtenTables(
        'with "ranked" as (select 1) update "plans" set "x" = 1 from "ranked"',
      ),
    ).toEqual(['plans']);
    expect(writtenTables('DELETE FROM users WHERE id = 1')).toEqual(['users']);
    expect(writtenTables('truncate table "activities"')).toEqual([
      'activities',
    ]);
    expect(
      writtenTables('select * from "plans" where "id" = $1 for update'),
    ).toEqual([]);
    expect(writtenTables('select "update" from "plans"')).toEqual([]);
  });
});

describe('tableWritesOf on the embedded database', async () => {
  const client = await PGlite.create();
  await client.exec(
    'create table watched (id int primary key, name text); create table other (id int)',
  );
  const db = drizzle({ client }) as unknown as Db;
  const told: string[][] = [];
  const stop = tableWritesOf(db).onCommitted(['watched'], (tables) =>
    told.push([...tables]),
  );
  afterAll(async () => {
    stop();
    await client.close();
  });

  it('tells a statement outside a transaction before its caller goes on', async () => {
    told.length = 0;
    await db.execute(sql`insert into watched values (1, 'a')`);
    expect(told).toEqual([['watched']]);
    await db.execute(sql`update watched set name = 'b' where id = 1`);
    expect(told).toHaveLength(2);
  });

  it('tells a transaction once, after it commits, and a rolled-back one never', async () => {
    told.length = 0;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into watched values (2, 'c')`);
      await tx.execute(sql`insert into other values (2)`);
      await tx.execute(sql`delete from watched where id = 2`);
      expect(told).toEqual([]);
    });
    expect(told).toEqual([['watched', 'other']]);

    told.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into watched values (3, 'd')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(told).toEqual([]);
  });

  it('tells nothing for reads, row locks or writes to other tables', async () => {
    told.length = 0;
    await db.execute(sql`select * from watched`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select * from watched for update`);
    });
    await db.execute(sql`insert into other values (1)`);
    expect(told).toEqual([]);
  });

  it('hears one client once, however many times it is asked', async () => {
    told.length = 0;
    const again: string[] = [];
    const stopAgain = tableWritesOf(db).onCommitted(['watched'], () =>
      again.push('heard'),
    );
    await db.execute(sql`insert into watched values (4, 'e')`);
    stopAgain();
    await db.execute(sql`insert into watched values (5, 'f')`);
    expect(again).toEqual(['heard']);
    expect(told).toHaveLength(2);
  });
});
