// Shared by the PostgreSQL benchmarks: scratch-database admin and percentiles.
import pg from 'pg';

/** Runs one statement on the admin database (CREATE/DROP DATABASE). */
export async function adminQuery(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function percentile(sorted, p) {
  return sorted[
    Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  ];
}

/**
 * Creates a migrated scratch database, hands `run` the app's database and the
 * URL, and drops it afterwards. BENCH_KEEP=1 names it `name` and keeps it for
 * EXPLAIN sessions (a kept one is replaced on the next run).
 */
export async function withScratchDatabase({ adminUrl, name, server }, run) {
  const keep = process.env.BENCH_KEEP === '1';
  const dbName = keep ? name : `${name}_${process.pid}`;
  const admin = (statement) => adminQuery(adminUrl, statement);
  if (keep) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const { createDatabase } = await import(`${server}/db/client.ts`);
  const database = await createDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await database.migrate();
    return await run({ database, url: url.toString() });
  } finally {
    await database.close();
    if (!keep) await admin(`DROP DATABASE ${dbName} WITH (FORCE)`);
  }
}
