import type { FastifyInstance } from 'fastify';

/** The three calls, each served at /ai-intelligence/… and /api/ai-intelligence/…. */
export const PATHS = {
  live: 'discover/live-events',
  real: 'enrich/real-time',
  weekend: 'insights/weekend-intelligence',
} as const;

/** Posts to one path of the app; answers its status and JSON body. */
export function caller(app: FastifyInstance) {
  return async (
    path: string,
    payload: unknown,
    headers?: Record<string, string>,
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      payload: payload as object,
      headers,
    });
    return { status: response.statusCode, body: response.json() };
  };
}
