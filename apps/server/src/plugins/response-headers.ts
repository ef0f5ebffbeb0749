import type { Socket } from 'node:net';

import { tileOrigin } from '@app/shared/web-config';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The browser features this app uses: geolocation for "near me", nothing else. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()';

function helmetHeaders(mapTileUrl: string) {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet({
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects <style> elements at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: so a photo picked for a post can be previewed before upload.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', tileOrigin(mapTileUrl)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain HTTP on a LAN too; TLS termination decides.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
  })(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  return headers;
}

/**
 * What a JSON answer needs, after OWASP's REST cheat sheet: it is never a
 * document, so it may load nothing and be framed nowhere. Helmet's document
 * headers (script and style policy, opener and agent-cluster isolation, the
 * Permissions-Policy) govern pages, which JSON never is, and would add 0.5 KB
 * to every answer. The notification stream, which writes its own head, sends
 * them too.
 */
export const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Security headers by what is answered: JSON gets the API set above;
 * everything else (the app's HTML, its scripts and service worker, the API
 * docs) gets helmet's document headers and a Permissions-Policy. Plus HSTS
 * over HTTPS and `no-store` on JSON answered to a signed-in caller so no
 * cache keeps it. Helmet's headers depend only on the configuration, so they
 * are computed once: its Fastify plugin rebuilt them, CSP parsing included,
 * on every request.
 */
export function addResponseHeaders(app: FastifyInstance, mapTileUrl: string) {
  const documentHeaders = {
    ...helmetHeaders(mapTileUrl),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const json = typeof type === 'string' && type.includes('json');
    reply.headers(json ? API_HEADERS : documentHeaders);
    if (request.protocol === 'https') {
      reply.header(
        'strict-transport-security',
        'max-age=31536000; includeSubDomains',
      );
    }
    if (json && request.headers.authorization) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
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
