import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type KeepGate = {
  /** Whether an answer may be kept now. */
  mayKeep(): boolean;
  /** Tells every other process, when there are others to tell. */
  publish(message: string): Promise<void>;
  close(): void;
};

/**
 * When a process may keep answers that a change elsewhere would make stale:
 * with `cacheMs` above 0, always in one process without Redis, and with Redis
 * only while `channel`'s subscription is confirmed, since what is published
 * before that, or while it is lost, is never heard. The subscription has a
 * connection of its own (Redis allows no other commands on it) and each
 * reconnection subscribes again.
 */
/** Where answers are kept and how problems are told: what both users share. */
export type KeepGateSetting = {
  cacheMs: number;
  redis?: Redis;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

export function createKeepGate(
  channel: string,
  { cacheMs, redis, log }: KeepGateSetting,
  listener: {
    onMessage(message: string): void;
    /** What was kept is stale: messages were missed while the subscription was down. */
    onLost(): void;
  },
): KeepGate {
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
