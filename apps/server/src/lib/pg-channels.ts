import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

import type { Db } from '../db/client';

const RETRY_MS = 1_000;

type Listener = {
  onMessage(message: string): void;
  /** Messages may have been missed: the connection dropped. */
  onLost(): void;
};

/** Channels that every process on one PostgreSQL database hears. */
export type PgChannels = {
  /** Hears `channel`; `listening()` is true once its LISTEN is confirmed. */
  listen(channel: string, listener: Listener): { listening(): boolean };
  publish(channel: string, message: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * LISTEN/NOTIFY on a connection of its own, for processes that share a
 * PostgreSQL database and no Redis: what one process publishes reaches the
 * others as it commits. A dropped connection tells every listener that it
 * may have missed messages, then connects again.
 */
export function createPgChannels(options: {
  url: string;
  /** Publishes through the app's pool, so a publish never waits on LISTEN's connection. */
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): PgChannels {
  const { url, db, log } = options;
  const listeners = new Map<string, Listener>();
  const confirmed = new Set<string>();
  let client: pg.Client | undefined;
  let closed = false;

  let ready = false;
  // One statement at a time on the connection, as pg requires.
  let queue = Promise.resolve();

  const listenOn = async (conn: pg.Client, channel: string) => {
    await conn.query(`LISTEN ${conn.escapeIdentifier(channel)}`);
    if (client === conn) confirmed.add(channel);
  };
  const queueListen = (conn: pg.Client, channel: string) => {
    queue = queue
      .then(() => listenOn(conn, channel))
      .catch((error: unknown) => lost(conn, error));
  };

  const lost = (conn: pg.Client, error?: unknown) => {
    if (client !== conn) return;
    if (error) log.warn({ err: error }, 'lost the PostgreSQL LISTEN connection');
    client = undefined;
    ready = false;
    confirmed.clear();
    for (const listener of listeners.values()) listener.onLost();
    conn.end().catch(() => undefined);
    if (!closed) setTimeout(connect, RETRY_MS).unref();
  };

  async function connect() {
    if (closed) return;
    const conn = new pg.Client({ connectionString: url });
    conn.on('notification', ({ channel, payload }) =>
      listeners.get(channel)?.onMessage(payload ?? ''),
    );
    conn.on('error', (error) => lost(conn, error));
    conn.on('end', () => lost(conn));
    client = conn;
    try {
      await conn.connect();
      for (const channel of listeners.keys()) await listenOn(conn, channel);
      ready = client === conn;
    } catch (error) {
      lost(conn, error);
    }
  }
  void connect();

  return {
    listen(channel, listener) {
      listeners.set(channel, listener);
      // Before that, the connection's own start listens on every channel.
      if (client && ready) queueListen(client, channel);
      return { listening: () => confirmed.has(channel) };
    },
    async publish(channel, message) {
      await db.execute(sql`select pg_notify(${channel}, ${message})`);
    },
    async close() {
      closed = true;
      ready = false;
      confirmed.clear();
      const conn = client;
      client = undefined;
      await conn?.end().catch(() => undefined);
    },
  };
}
