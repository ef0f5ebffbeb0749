import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

import type { PgChannels } from './pg-channels';

export type KeepGate = {
  /** Whether an answer may be kept now. */
  mayKeep(): boolean;
  /** Tells every other process, when there are others to tell. */
  publish(message: string): Promise<void>;
  close(): void;
};

/**
 * When a process may keep answers that a change elsewhere would make stale:
 * with `cacheMs` above 0, always in one process that has no one to hear, and
 * otherwise only while `channel`'s subscription is confirmed (on Redis, else
 * PostgreSQL's LISTEN), since what is published before that, or while it is
 * lost, is never heard. The Redis subscription has a connection of its own
 * (Redis allows no other commands on it) and each reconnection subscribes
 * again.
 */
/** Where answers are kept and how problems are told: what both users share. */
export type KeepGateSetting = {
  cacheMs: number;
  redis?: Redis;
  /** Several processes on one PostgreSQL database without Redis hear each other here. */
  pgChannels?: PgChannels;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

export function createKeepGate(
  channel: string,
  { cacheMs, redis, pgChannels, log }: KeepGateSetting,
  listener: {
    onMessage(message: string): void;
    /** What was kept is stale: messages were missed while the subscription was down. */
    onLost(): void;
  },
): KeepGate {
  if (cacheMs > 0 && !redis && pgChannels) {
    return pgKeepGate(channel, pgChannels, log, listener);
  }
  const subscriber =
    cacheMs > 0 && redis
      ? redis.duplicate({ autoResubscribe: false, lazyConnect: false })
      : undefined;
  let listening = false;
  if (subscriber) {
    subscriber.on('error', (error: Error) =>
      log.warn({ err: error }, `redis subscriber error (${channel})`),
    );
    subscriber.on('message', (heard: string, message: string) => {
      if (heard === channel) listener.onMessage(message);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          listening = true;
        },
        (error: unknown) =>
          log.warn({ err: error }, `could not subscribe to ${channel}`),
      );
    });
    subscriber.on('close', () => {
      if (!listening) return;
      listening = false;
      listener.onLost();
    });
  }
  return {
    mayKeep: () => cacheMs > 0 && (!redis || listening),
    publish: async (message) => {
      if (!subscriber || !redis) return;
      try {
        await redis.publish(channel, message);
      } catch (error) {
        log.warn({ err: error }, `could not publish to ${channel}`);
      }
    },
    close: () => {
      listening = false;
      subscriber?.disconnect();
    },
  };
}

function pgKeepGate(
  channel: string,
  channels: PgChannels,
  log: Pick<FastifyBaseLogger, 'warn'>,
  listener: Parameters<typeof createKeepGate>[2],
): KeepGate {
  let open = true;
  const subscription = channels.listen(channel, {
    onMessage: (message) => open && listener.onMessage(message),
    onLost: () => open && listener.onLost(),
  });
  return {
    mayKeep: () => open && subscription.listening(),
    publish: async (message) => {
      try {
        await channels.publish(channel, message);
      } catch (error) {
        log.warn({ err: error }, `could not publish to ${channel}`);
      }
    },
    close: () => {
      open = false;
    },
  };
}
