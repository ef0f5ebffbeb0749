import { randomBytes } from 'node:crypto';

import type { TestProject } from 'vitest/node';

import { createDatabase } from '../db/client';

import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * On the PostgreSQL run, migrates one database before any file starts; each
 * file's database is then a copy of it (CREATE DATABASE … TEMPLATE), which is
 * the same schema as migrating afresh without running every migration again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    project.provide('postgresTemplate', null);
    return;
  }
  const name = `wp_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const drop = () =>
    adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    // A template must have no open connections while it is copied.
    const database = await createDatabase({
      url: databaseUrl(url, name),
      poolSize: 1,
    });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('postgresTemplate', name);
  return drop;
}
