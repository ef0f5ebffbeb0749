import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

import type { Db } from '../db/client';

import type { PgChannels } from './pg-channels';
import { createKeepGate } from './redis-channel';
import { liveSessionExists } from './sessions.repository';

const CHANNEL = 'wp:sessions:revoked';

/** One session (a refresh-token family), or every session of a user. */
export type Revocation = { sessionId: string } | { userId: number };

/** A revocation heard from another process, or undefined when it is not one. */
export function parseRevocation(message: string): Revocation | undefined {
  try {
    const value = JSON.parse(message) as Record<string, unknown>;
    if (typeof value.sessionId === 'string') {
      return { sessionId: value.sessionId };
    }
    if (Number.isInteger(value.userId)) {
      return { userId: value.userId as number };
    }
  } catch {
    // Not JSON: as malformed as any other shape.
  }
  return undefined;
}

/**
 * Whether the session behind an access token is still live: its refresh-token
 * family exists (so does its user) and has not been revoked. Answers may be
 * cached per process only where every revocation reaches every process.
 */
export type SessionGate = {
  isLive: (sessionId: string, userId: number) => Promise<boolean>;
  /**
   * Forgets cached answers here and, through Redis, in every other process,
   * then runs the `onRevoked` listeners. Every revocation (logout, password
   * reset, refresh-token reuse, account deletion) goes through here.
   */
  revoked: (target: Revocation) => Promise<void>;
  /** What else ends with a session, such as its open notification streams. */
  onRevoked: (listener: (target: Revocation) => Promise<void>) => void;
  close: () => Promise<void>;
};

export type SessionGateOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** 0 asks the database on every request. */
  cacheMs: number;
  /** Publishes and hears revocations when several processes share a database. */
  redis?: Redis;
  /** Or through PostgreSQL's LISTEN/NOTIFY, when there is no Redis. */
  pgChannels?: PgChannels;
};

export function createSessionGate(options: SessionGateOptions): SessionGate {
  const { db, log, cacheMs } = options;
  const cache = new Map<string, { userId: number; until: number }>();
  const listeners: Array<(target: Revocation) => Promise<void>> = [];
  // Counts forgets, so a read that overlapped a revocation keeps nothing.
  let forgets = 0;

  const forget = (target: Revocation) => {
    forgets += 1;
    if ('sessionId' in target) {
      cache.delete(target.sessionId);
      return;
    }
    for (const [sessionId, entry] of cache) {
      if (entry.userId === target.userId) cache.delete(sessionId);
    }
  };

  const gate = createKeepGate(CHANNEL, options, {
    onMessage: (message) => {
      const target = parseRevocation(message);
      if (target) forget(target);
      else log.warn('ignored a malformed session revocation');
    },
    onLost: () => {
      forgets += 1;
      cache.clear();
    },
  });

  return {
    isLive: async (sessionId, userId) => {
      const now = Date.now();
      const hit = cache.get(sessionId);
      if (hit && hit.until > now && hit.userId === userId) return true;
      const before = forgets;
      if (!(await liveSessionExists(db, sessionId, userId, new Date(now))))
        return false;
      if (forgets === before && gate.mayKeep()) {
        if (cache.size >= 50_000) cache.clear();
        cache.set(sessionId, { userId, until: now + cacheMs });
      }
      return true;
    },
    revoked: async (target) => {
      forget(target);
      await gate.publish(JSON.stringify(target));
      await Promise.all(listeners.map((listener) => listener(target)));
    },
    onRevoked: (listener) => void listeners.push(listener),
    close: async () => {
      cache.clear();
      gate.close();
    },
  };
}
