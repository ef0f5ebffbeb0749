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
