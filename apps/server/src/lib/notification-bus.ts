import { EventEmitter } from 'node:events';

import pg from 'pg';

import { parseRevocation, type Revocation } from './sessions';

const CHANNEL = 'wp_notifications';
const REVOKED_CHANNEL = 'wp_streams_revoked';

/**
 * "Something changed for user N": each API process wakes that user's open
 * streams. "A session or a user's sessions ended": each process closes the
 * streams they opened.
 */
export type NotificationBus = {
  publish: (userId: number) => Promise<void>;
  subscribe: (userId: number, listener: () => void) => () => void;
  publishRevocation: (target: Revocation) => Promise<void>;
  onRevocation: (listener: (target: Revocation) => void) => () => void;
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
    revoke: (target: Revocation) => emitter.emit('revoked', target),
    onRevocation: (listener: (target: Revocation) => void) => {
      emitter.on('revoked', listener);
      return () => void emitter.off('revoked', listener);
    },
  };
}

/** One process (the embedded database): events stay in memory. */
export function createLocalBus(): NotificationBus {
  const local = localEmitter();
  return {
    publish: async (userId) => void local.emit(userId),
    subscribe: local.subscribe,
    publishRevocation: async (target) => void local.revoke(target),
    onRevocation: local.onRevocation,
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

  const hear = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    if (message.channel === REVOKED_CHANNEL) {
      const target = parseRevocation(payload);
      if (target) local.revoke(target);
      return;
    }
    const userId = Number(payload);
    if (Number.isInteger(userId)) local.emit(userId);
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', hear);
      next.on('error', (error) => {
        onError(error);
        client = undefined;
        connecting = undefined;
        if (!closed) setTimeout(() => void connect().catch(onError), 1000);
      });
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      await next.query(`LISTEN ${REVOKED_CHANNEL}`);
      client = next;
      return next;
    })().catch((error) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };
  void connect().catch(onError);

  const notify = async (channel: string, payload: string) => {
    const conn = client ?? (await connect());
    await conn.query('select pg_notify($1, $2)', [channel, payload]);
  };

  return {
    publish: (userId) => notify(CHANNEL, String(userId)),
    subscribe: local.subscribe,
    publishRevocation: (target) =>
      notify(REVOKED_CHANNEL, JSON.stringify(target)),
    onRevocation: local.onRevocation,
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
