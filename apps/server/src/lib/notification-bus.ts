import { EventEmitter } from 'node:events';

import pg from 'pg';

const CHANNEL = 'wp_notifications';

/** "Something changed for user N": each API process wakes that user's open streams. */
export type NotificationBus = {
  publish: (userId: number) => Promise<void>;
  subscribe: (userId: number, listener: () => void) => () => void;
  close: () => Promise<void>;
};

function localEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (userId: number) => emitter.emit(`u${userId}`),
    subscribe: (userId: number, listener: () => void) => {
      emitter.on(`u${userId}`, listener);
      return () => void emitter.off(`u${userId}`, listener);
    },
  };
}

/** One process (the embedded database): events stay in memory. */
export function createLocalBus(): NotificationBus {
  const local = localEmitter();
  return {
    publish: async (userId) => void local.emit(userId),
    subscribe: local.subscribe,
    close: async () => {},
  };
}

/**
 * Several processes on one PostgreSQL: NOTIFY reaches every process that
 * LISTENs, including this one, so delivery always goes through the database.
 */
export function createPostgresBus(
  url: string,
  onError: (error: unknown) => void,
): NotificationBus {
  const local = localEmitter();
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<pg.Client> | undefined;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        const userId = Number(message.payload);
        if (Number.isInteger(userId)) local.emit(userId);
      });
      next.on('error', (error) => {
        onError(error);
        client = undefined;
        connecting = undefined;
        if (!closed) setTimeout(() => void connect().catch(onError), 1000);
      });
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      return next;
    })().catch((error) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };
  void connect().catch(onError);

  return {
    publish: async (userId) => {
      const conn = client ?? (await connect());
      await conn.query('select pg_notify($1, $2)', [CHANNEL, String(userId)]);
    },
    subscribe: local.subscribe,
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
