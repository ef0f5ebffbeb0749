import pg from 'pg';

/** Runs one statement outside any pool (CREATE/DROP DATABASE need that). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server's connection string for another database. */
export function databaseUrl(url: string, name: string) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}
