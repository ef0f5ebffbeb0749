import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type ChannelListener = {
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
export function listenToChannel(
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
