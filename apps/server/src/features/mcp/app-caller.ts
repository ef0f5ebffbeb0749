import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A refusal or bad input the app answered, its `detail` in plain words. */
export class AppRefusal extends Error {}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function detailOf(body: unknown): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return detail
      .map((item: { loc?: unknown[]; msg?: string }) =>
        [item.loc?.slice(1).join('.'), item.msg].filter(Boolean).join(': '),
      )
      .join('; ');
  }
  return 'The request could not be completed';
}

/**
 * Calls the app's own HTTP API as the MCP caller (same token, same address),
 * so every tool meets the routes' permission checks, caps and rate limits.
 */
export function appCaller(app: FastifyInstance, request: FastifyRequest) {
  const authorization = request.headers.authorization ?? '';
  return async <T>(
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: { ...headers, authorization },
      remoteAddress: request.ip,
    });
    const body: unknown = res.body ? res.json() : null;
    if (res.statusCode >= 400) throw new AppRefusal(detailOf(body));
    return body as T;
  };
}

export type AppCall = ReturnType<typeof appCaller>;
