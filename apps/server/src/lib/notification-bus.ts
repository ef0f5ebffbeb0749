import { EventEmitter } from 'node:events';

import pg from 'pg';

import { parseRevocation, type Revocation } from './sessions';

const CHANNEL = 'wp_notifications';
const REVOKED_CHANNEL = 'wp_streams_revoked';
const PUSH_CHANNEL = 'wp_push';

/** A named server-sent event for a user's open streams (`event: name`, `data: {...}`). */
export type PushEvent = { name: string; data: Record<string, unknown> };
const NOTIFICATION: PushEvent = { name: 'notification', data: {} };

/**
 * "Something changed for user N": each API process wakes that user's open
 * streams. "A session or a user's sessions ended": each process closes the
 * streams they opened.
 */
export type NotificationBus = {
  publish: (userId: number) => Promise<void>;
  subscribe: (
    userId: number,
    listener: (event: PushEvent) => void,
  ) => () => void;
  /** Any other event (a plan changed, who has it open) to these users' streams. */
  send: (userIds: number[], event: PushEvent) => Promise<void>;
  publishRevocation: (target: Revocation) => Promise<void>;
  onRevocation: (listener: (target: Revocation) => void) => () => void;
  close: () => Promise<void>;
};

function localEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (userId: number, event = NOTIFICATION) =>
      emitter.emit(`u${userId}`, event),
    subscribe: (userId: number, listener: (event: PushEvent) => void) => {
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
    send: async (userIds, event) =>
      userIds.forEach((userId) => local.emit(userId, event)),
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
    if (message.channel === PUSH_CHANNEL) {
      const { u, e } = parsePush(payload);
      u.forEach((userId) => local.emit(userId, e));
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
      await next.query(`LISTEN ${PUSH_CHANNEL}`);
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
    send: (userIds, event) =>
      notify(PUSH_CHANNEL, JSON.stringify({ u: userIds, e: event })),
    publishRevocation: (target) =>
      notify(REVOKED_CHANNEL, JSON.stringify(target)),
    onRevocation: local.onRevocation,
    close: async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** A push heard from another process; nothing to deliver when it is malformed. */
function parsePush(payload: string): { u: number[]; e: PushEvent } {
  try {
    const value = JSON.parse(payload) as { u?: unknown; e?: PushEvent };
    if (Array.isArray(value.u) && typeof value.e?.name === 'string') {
      return { u: value.u.filter(Number.isInteger) as number[], e: value.e };
    }
  } catch {
    // Not JSON: as malformed as any other shape.
  }
  return { u: [], e: NOTIFICATION };
}
