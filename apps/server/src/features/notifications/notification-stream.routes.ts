import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

import type { FastifyPluginAsync } from 'fastify';

import type { NotificationBus } from '../../lib/notification-bus';
import { signedIn } from '../../lib/routes';
import type { Revocation, SessionGate } from '../../lib/sessions';
import { currentUserId, type AuthHooks } from '../../plugins/auth';
import { API_HEADERS } from '../../plugins/response-headers';

import type { NotificationsService } from './notifications.service';

/** Proxies drop idle connections; a comment line every 25 s keeps the stream open. */
const HEARTBEAT_MS = 25_000;
/** Streams one user may hold open (tabs, devices); a new one closes the oldest. */
export const MAX_STREAMS_PER_USER = 5;

type OpenStream = { res: ServerResponse; sessionId?: string };

/** The open streams a revocation ends: all of a user's, or one session's. */
function streamsEndedBy(
  open: Map<number, OpenStream[]>,
  target: Revocation,
): OpenStream[] {
  if ('userId' in target) return [...(open.get(target.userId) ?? [])];
  return [...open.values()]
    .flat()
    .filter((stream) => stream.sessionId === target.sessionId);
}

/**
 * `GET /api/notifications/stream`: server-sent events. Each `notification`
 * event means "your notifications changed"; the client then refetches. A
 * `plan` or `presence` event names a plan whose schedule or viewers changed. A
 * stream ends when its session is revoked, in whichever process holds it.
 */
export function notificationStreamRoutes(deps: {
  auth: AuthHooks;
  notifications: NotificationsService;
  bus: Pick<NotificationBus, 'onRevocation'>;
  sessions: Pick<SessionGate, 'isLive'>;
}): FastifyPluginAsync {
  return async (app) => {
    const open = new Map<number, OpenStream[]>();
    const stopHearing = deps.bus.onRevocation((target) => {
      for (const stream of streamsEndedBy(open, target)) stream.res.end();
    });
    app.addHook('onClose', async () => {
      stopHearing();
      for (const streams of open.values()) {
        for (const stream of streams) stream.res.end();
      }
    });

    app.get(
      '/api/notifications/stream',
      {
        ...signedIn(deps.auth)({}),
        config: { stream: true },
      },
      async (request, reply) => {
        const userId = currentUserId(request);
        const { sessionId } = request;
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          // The hook that adds security headers runs on send, never here.
          ...API_HEADERS,
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        res.write('retry: 5000\nevent: ready\ndata: {}\n\n');
        const mine = open.get(userId) ?? [];
        mine.push({ res, sessionId });
        open.set(userId, mine);
        if (mine.length > MAX_STREAMS_PER_USER) mine[0]!.res.end();
        // A revocation heard while this request was being authorised found
        // no stream to end; a missed one (the bus reconnecting) is caught
        // at the next heartbeat.
        const isRevoked = async () =>
          sessionId !== undefined &&
          !(await deps.sessions.isLive(sessionId, userId).catch(() => true));
        void isRevoked().then((revoked) => revoked && res.end());
        const unsubscribe = deps.notifications.subscribe(userId, (event) => {
          res.write(
            `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`,
          );
        });
        const heartbeat = setInterval(() => {
          void isRevoked().then((revoked) => {
            if (res.writableEnded) return;
            if (revoked) res.end();
            else res.write(': ping\n\n');
          });
        }, HEARTBEAT_MS);
        res.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          const left = (open.get(userId) ?? []).filter((s) => s.res !== res);
          if (left.length > 0) open.set(userId, left);
          else open.delete(userId);
        });
      },
    );
  };
}
