import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { MIGRATIONS_DIR } from '../lib/paths';

import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept it wherever they accept `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL's connection string, for connections outside the pool (LISTEN). */
  url?: string;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://... for PostgreSQL; 'memory' or undefined for PGlite. */
  url?: string;
  /** PGlite data directory when url is undefined. */
  dataDir?: string;
  poolSize?: number;
  /** PostgreSQL: ms to wait for a connection before failing (0: forever). */
  connectTimeoutMs?: number;
  /** PostgreSQL: ms before a statement is cancelled and abandoned (0: never). */
  statementTimeoutMs?: number;
};

export async function createDatabase(
  options: DatabaseOptions,
): Promise<Database> {
  if (options.url && options.url !== 'memory') {
    return createPostgres(options.url, options);
  }
  if (options.url === 'memory' || !options.dataDir) {
    return wrapPglite(
      await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS }),
    );
  }
  const dataDir = path.resolve(options.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const database = wrapPglite(
      await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS }),
    );
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** What every PGlite here loads; a copy of a data dir needs the same. */
export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };

/** A Database over an open PGlite client (tests wrap clones of a template). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

function createPostgres(url: string, options: DatabaseOptions): Database {
  const statementTimeout = options.statementTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
    // The server cancels a slow statement; the client also stops waiting, for
    // a server that has gone silent and would never answer the cancel.
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout > 0 ? statementTimeout + 1_000 : undefined,
    // Every query here reads a bounded, indexed slice; starting parallel
    // workers costs more (6-7 ms measured on catalogue search) than it saves.
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle connection that the server closes (restart, admin termination) is
  // replaced at the next checkout; unhandled, the event would end the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    url,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}
