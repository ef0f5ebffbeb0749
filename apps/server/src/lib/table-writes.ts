import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

import type { Db } from '../db/client';

/**
 * Told which tables a committed write changed, before the write's caller
 * hears that it is done. It must not wait on the database: the connection
 * may still be checked out.
 */
export type WriteListener = (tables: ReadonlySet<string>) => void;

export type TableWrites = {
  /** Hears every committed write to one of `tables`; answers how to stop. */
  onCommitted(tables: readonly string[], listener: WriteListener): () => void;
};

const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
const ROLLBACK = /^\s*(?:rollback|abort)\s*(?:;|$|work|transaction)/i;

const MAX_KEPT_STATEMENTS = 2_000;
const keptStatements = new Map<string, readonly string[]>();

/**
 * The tables a statement writes, by the words before their names (Drizzle
 * writes `insert into "t"`, `update "t"`, `delete from "t"`, also after a
 * `with`). `select … for update of` names no table after `update`.
 */
export function writtenTables(text: string): readonly string[] {
  let tables = keptStatements.get(text);
  if (tables) return tables;
  tables = [...text.matchAll(WRITE)].map((m) => m[1]!.toLowerCase());
  if (keptStatements.size >= MAX_KEPT_STATEMENTS) keptStatements.clear();
  keptStatements.set(text, tables);
  return tables;
}

type Hub = {
  listeners: Set<{ tables: Set<string>; listener: WriteListener }>;
  /** Runs the listeners of any of `written`. */
  committed(written: Iterable<string>): void;
};

const hubs = new WeakMap<object, Hub>();

function createHub(): Hub {
  const listeners: Hub['listeners'] = new Set();
  return {
    listeners,
    committed(written) {
      const set = new Set(written);
      if (set.size === 0) return;
      for (const entry of listeners) {
        if ([...set].some((t) => entry.tables.has(t))) entry.listener(set);
      }
    },
  };
}

const textOf = (query: unknown): string | undefined =>
  typeof query === 'string'
    ? query
    : typeof (query as { text?: unknown })?.text === 'string'
      ? (query as { text: string }).text
      : undefined;

/** Runs `after` once `result` settles (either way: a failed write may still have run), then passes it on. */
function settleAfter<T>(result: Promise<T>, after: () => void): Promise<T> {
  return result.then(
    (value) => {
      after();
      return value;
    },
    (error: unknown) => {
      after();
      throw error;
    },
  );
}

/**
 * PGlite runs one statement or transaction at a time: a statement outside
 * a transaction has committed when it answers, and a transaction's writes
 * when `transaction` answers.
 */
function watchPglite(client: PGlite, hub: Hub) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const wrap =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const tables = writtenTables(textOf(args[0]) ?? '');
      const result = run(...args);
      return tables.length
        ? settleAfter(result, () => hub.committed(tables))
        : result;
    };
  client.query = wrap(query) as PGlite['query'];
  client.exec = wrap(exec) as PGlite['exec'];
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
    const dirty = new Set<string>();
    const watched = (tx: Transaction): Transaction => {
      const note =
        <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
        (...args: A) => {
          for (const t of writtenTables(textOf(args[0]) ?? '')) dirty.add(t);
          return run(...args);
        };
      return {
        query: note(tx.query.bind(tx)) as Transaction['query'],
        exec: note(tx.exec.bind(tx)),
        sql: tx.sql.bind(tx),
        rollback: tx.rollback.bind(tx),
        listen: tx.listen.bind(tx),
        get closed() {
          return tx.closed;
        },
      };
    };
    return transaction((tx) => callback(watched(tx))).then((value) => {
      hub.committed(dirty);
      return value;
    });
  }) as PGlite['transaction'];
}

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * Each pooled connection's statements in order: a write outside BEGIN has
 * committed when it answers; inside, its tables are told when COMMIT answers
 * and forgotten on ROLLBACK (a savepoint's rollback keeps them: telling too
 * often costs a kept answer, never a stale one).
 */
function watchPgClient(client: pg.PoolClient, hub: Hub) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let inTransaction = false;
  const dirty = new Set<string>();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const text = textOf(args[0]);
    if (text === undefined) return query(...args);
    let after: (() => void) | undefined;
    if (BEGIN.test(text)) {
      inTransaction = true;
      dirty.clear();
    } else if (COMMIT.test(text)) {
      const tables = [...dirty];
      inTransaction = false;
      dirty.clear();
      if (tables.length) after = () => hub.committed(tables);
    } else if (ROLLBACK.test(text)) {
      inTransaction = false;
      dirty.clear();
    } else {
      const tables = writtenTables(text);
      if (tables.length && inTransaction) {
        for (const t of tables) dirty.add(t);
      } else if (tables.length) {
        after = () => hub.committed(tables);
      }
    }
    if (!after) return query(...args);
    const told = after;
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as Callback;
      args[last] = (error: Error | null, result?: unknown) => {
        told();
        callback(error, result);
      };
      return query(...args);
    }
    return settleAfter(query(...args) as Promise<unknown>, told);
  };
}

function watchPool(pool: pg.Pool, hub: Hub) {
  const watched = new WeakSet<object>();
  const seen = (client: pg.PoolClient | undefined) => {
    if (client && !watched.has(client)) {
      watched.add(client);
      watchPgClient(client, hub);
    }
    return client;
  };
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // pg-pool's own query() checks a connection out through connect(), so
  // statements sent through the pool are seen here too.
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    const callback = args[0];
    if (typeof callback === 'function') {
      return connect(
        (error: Error | undefined, client: pg.PoolClient, done: unknown) =>
          (callback as (...a: unknown[]) => void)(error, seen(client), done),
      );
    }
    return (connect() as Promise<pg.PoolClient>).then(seen);
  };
}

/**
 * What the app's database client commits, told per table: one place that
 * hears every writer (every feature, cascades from the rows they delete
 * named by the table deleted from, seeds and tests' factories), so that an
 * answer built from several tables can be dropped as soon as any of them
 * changes. Writes by other processes are not heard here; whoever keeps
 * answers tells them (see `createKeepGate`).
 */
export function tableWritesOf(db: Db): TableWrites {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  let hub = hubs.get(client);
  if (!hub) {
    hub = createHub();
    hubs.set(client, hub);
    if (client instanceof pg.Pool) watchPool(client, hub);
    else watchPglite(client, hub);
  }
  const { listeners } = hub;
  return {
    onCommitted(tables, listener) {
      const entry = { tables: new Set(tables), listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}
