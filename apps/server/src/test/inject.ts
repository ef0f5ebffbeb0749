import type { FastifyInstance } from 'fastify';

/** POSTs `payload` with `headers` and returns the parsed JSON answer, e.g. what a create call made. */
export async function postJson(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: object,
) {
  const res = await app.inject({ method: 'POST', url, headers, payload });
  return res.json();
}
