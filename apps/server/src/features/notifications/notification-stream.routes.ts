import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

import type { FastifyPluginAsync } from 'fastify';

import { currentUserId, type AuthHooks } from '../../plugins/auth';
import { API_HEADERS } from '../../plugins/response-headers';

import type { NotificationsService } from './notifications.service';

/** Proxies drop idle connections; a comment line every 25 s keeps the stream open. */
const HEARTBEAT_MS = 25_000;
/** Streams one user may hold open (tabs, devices); a new one closes the oldest. */
export const MAX_STREAMS_PER_USER = 5;

/**
 * `GET /api/notifications/stream`: server-sent events. Each `notification`
 * event means "your notifications changed"; the client then refetches.
 */
export function notificationStreamRoutes(deps: {
  auth: AuthHooks;
  notifications: NotificationsService;
}): FastifyPluginAsync {
  return async (app) => {
    const open = new Map<number, ServerResponse[]>();
    app.addHook('onClose', async () => {
      for (const streams of open.values()) for (const res of streams) res.end();
    });

    app.get(
      '/api/notifications/stream',
      { onRequest: deps.auth.requireAuth, config: { stream: true } },
      async (request, reply) => {
        const userId = currentUserId(request);
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
        mine.push(res);
        open.set(userId, mine);
        if (mine.length > MAX_STREAMS_PER_USER) mine[0]!.end();
        const unsubscribe = deps.notifications.subscribe(userId, () => {
          res.write('event: notification\ndata: {}\n\n');
        });
        const heartbeat = setInterval(
          () => res.write(': ping\n\n'),
          HEARTBEAT_MS,
        );
        res.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          const left = (open.get(userId) ?? []).filter((r) => r !== res);
          if (left.length > 0) open.set(userId, left);
          else open.delete(userId);
        });
      },
    );
  };
}
