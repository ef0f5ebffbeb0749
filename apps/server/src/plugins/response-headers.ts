import type { Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';

/** The browser features this app uses: geolocation for "near me", nothing else. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/**
 * Headers every response gets on top of helmet's: Permissions-Policy, and
 * `no-store` on JSON answered to a signed-in caller so no cache keeps it.
 */
export function addResponseHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.header(
        'strict-transport-security',
        'max-age=31536000; includeSubDomains',
      );
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.headers.authorization && type.includes('json')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

const HOP_BY_HOP = new Set([
  'content-length',
  'content-type',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Errors Node's HTTP parser answers before Fastify sees a request (431
 * headers too large, 400 malformed) get `{detail}` and the same security
 * headers as every other answer: those of an ordinary JSON 404.
 */
export function answerClientErrors(appOf: () => FastifyInstance | undefined) {
  let headers: Promise<Record<string, string>> | undefined;
  const securityHeaders = () => {
    const app = appOf();
    if (!app) return Promise.resolve({});
    headers ??= app.inject({ url: '/api/__client-error__' }).then((res) =>
      Object.fromEntries(
        Object.entries(res.headers)
          .filter(([name]) => !HOP_BY_HOP.has(name))
          .map(([name, value]) => [name, String(value)]),
      ),
    );
    return headers;
  };
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const [status, reason, detail] = tooLarge
      ? [
          431,
          'Request Header Fields Too Large',
          'Request headers are too large',
        ]
      : timedOut
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'Malformed request'];
    void securityHeaders()
      .catch(() => ({}))
      .then((extra) => {
        const body = JSON.stringify({ detail });
        const lines = [
          `HTTP/1.1 ${status} ${reason}`,
          'content-type: application/json; charset=utf-8',
          `content-length: ${Buffer.byteLength(body)}`,
          'connection: close',
          ...Object.entries(extra).map(([name, value]) => `${name}: ${value}`),
        ];
        socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
      });
  };
}
