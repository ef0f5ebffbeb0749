import { randomBytes } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, expect, inject } from 'vitest';

import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import {
  createDatabase,
  PGLITE_EXTENSIONS,
  wrapPglite,
  type Database,
} from '../db/client';

import { TEST_JWT_SECRET } from './factories';
import { adminQuery, databaseUrl } from './postgres-admin';

let template: Promise<Blob> | undefined;

/**
 * The migrated database's files, dumped once per worker. Loading them is ~3x
 * faster than migrating each time, and dumping once instead of cloning saves
 * the dump each file would otherwise repeat.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await createDatabase({ url: 'memory' });
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    try {
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return template;
}

/**
 * The database under test: in-memory PGlite by default; with TEST_DB=postgres,
 * a fresh database on the TEST_DATABASE_URL server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const client = await PGlite.create({
      loadDataDir: await migratedTemplate(),
      extensions: PGLITE_EXTENSIONS,
    });
    return wrapPglite(client);
  }
  const name = `wp_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(
    url,
    template
      ? `CREATE DATABASE ${name} TEMPLATE ${template}`
      : `CREATE DATABASE ${name}`,
  );
  const database = await createDatabase({
    url: databaseUrl(url, name),
    poolSize: 4,
  });
  if (!template) await database.migrate();
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await adminQuery(url, `DROP DATABASE ${name} WITH (FORCE)`);
      }
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory',
    SEED_CATALOGUE: 'false',
    // No test reaches the internet: each provider test points at a local fake.
    EVENT_SOURCES: 'none',
    WEB_DIST: '/nonexistent',
    OSM_REFRESH_HOURS: '0',
    NOMINATIM_URL: 'off',
    WEATHER_PROVIDER: 'climatology',
    ...overrides,
  });
}

/** The apps this file has built, newest last, with their databases. */
const openApps: Array<() => Promise<void>> = [];

/**
 * Closes every app built since the last call, and drops its database. The
 * server project's setup file calls it after each file: an `afterAll` made
 * inside a test or a `beforeAll` never runs, and their PostgreSQL databases
 * were left behind.
 */
export async function closeTestApps() {
  for (const close of openApps.splice(0).reverse()) await close();
}

/**
 * Builds the app on a fresh database, closed after the file's tests. Build it
 * once per file (beforeAll or top of describe) and keep tests independent by
 * registering a fresh user in each. `overrides` are env variables.
 */
export async function buildTestApp(overrides: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
  });
  openApps.push(async () => {
    try {
      await app.close();
    } finally {
      await database.close();
    }
  });
  await app.ready();
  return { app, db: database.db, database, config };
}

/**
 * A second API process on the same database and configuration (Redis
 * included) as a test app, for what must hold across processes. The caller
 * closes it.
 */
export async function startSecondNode(first: {
  config: Config;
  database: Database;
}) {
  const node = await buildApp({
    config: first.config,
    database: first.database,
    jwtSecret: TEST_JWT_SECRET,
  });
  await node.ready();
  return node;
}

/**
 * A second API process on the first's PostgreSQL database with a pool of
 * its own, so neither hears the other's statements, only their channels.
 * It closes after the file's tests.
 */
export async function startSeparateNode(first: {
  config: Config;
  database: Database;
}) {
  const database = await createDatabase({
    url: first.database.url!,
    poolSize: 2,
  });
  const node = await buildApp({
    config: first.config,
    database,
    jwtSecret: TEST_JWT_SECRET,
  });
  await node.ready();
  afterAll(async () => {
    await node.close();
    await database.close();
  });
  return node;
}

/** How API processes tell each other of writes: LISTEN/NOTIFY, and Redis when the run has one. */
export const KEEP_CHANNELS: [string, Record<string, string>][] = [
  ['LISTEN/NOTIFY', {}],
  ...(process.env.TEST_REDIS_URL
    ? [
        ['Redis', { REDIS_URL: process.env.TEST_REDIS_URL }] as [
          string,
          Record<string, string>,
        ],
      ]
    : []),
];

/**
 * Waits until a separate node keeps answers (its channel confirmed): until
 * `read` answers the same across a rename of the plan that no API process
 * hears, made on a connection of its own.
 */
export async function untilKept(
  databaseUrl: string,
  planId: number,
  read: () => Promise<unknown>,
) {
  let renames = 0;
  const renameUnheard = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    renames += 1;
    await client.query('update plans set title = $1 where id = $2', [
      `Unheard ${renames}`,
      planId,
    ]);
    await client.end();
  };
  await expect
    .poll(
      async () => {
        const seen = await read();
        await renameUnheard();
        return (await read()) === seen;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
}
