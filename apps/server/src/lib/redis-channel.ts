import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type ChannelListener = {
  /** True only while the subscription is confirmed. */
  isListening(): boolean;
  close(): void;
};

/**
 * Hears one Redis channel on a connection of its own (Redis allows no other
 * commands on it). A process may keep answers that a message would forget
 * only while `isListening()`: what is published before the subscription is
 * confirmed, or while it is lost, is never heard. `onLost` runs when a
 * confirmed subscription drops; each reconnection subscribes again.
 */
function listenToChannel(
  redis: Redis,
  channel: string,
  handlers: { onMessage(message: string): void; onLost(): void },
  log: Pick<FastifyBaseLogger, 'warn'>,
): ChannelListener {
  const subscriber = redis.duplicate({
    autoResubscribe: false,
    lazyConnect: false,
  });
  let listening = false;
  subscriber.on('error', (error: Error) =>
    log.warn({ err: error }, `redis subscriber error (${channel})`),
  );
  subscriber.on('message', (heard: string, message: string) => {
    if (heard === channel) handlers.onMessage(message);
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
    handlers.onLost();
  });
  return {
    isListening: () => listening,
    close: () => {
      listening = false;
      subscriber.disconnect();
    },
  };
}

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
 * only while `channel`'s subscription is confirmed.
 */
export function createKeepGate(options: {
  cacheMs: number;
  redis?: Redis;
  channel: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  onMessage(message: string): void;
  /** What was kept is stale: messages were missed while the subscription was down. */
  onLost(): void;
}): KeepGate {
  const { cacheMs, redis, channel, log } = options;
  const listener =
    cacheMs > 0 && redis
      ? listenToChannel(redis, channel, options, log)
      : undefined;
  return {
    mayKeep: () => cacheMs > 0 && (!redis || !!listener?.isListening()),
    publish: async (message) => {
      if (!listener || !redis) return;
      try {
        await redis.publish(channel, message);
      } catch (error) {
        log.warn({ err: error }, `could not publish to ${channel}`);
      }
    },
    close: () => listener?.close(),
  };
}
