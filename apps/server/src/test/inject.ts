import type { AiSearchResponse } from '@app/shared/search';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

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

/** Asks the AI search a question as a visitor; the answer must be a 200. */
export async function askSearch(
  app: FastifyInstance,
  query: string,
): Promise<AiSearchResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/ai/search',
    payload: { query },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The names of a search answer's results, in order. */
export const resultNames = (response: AiSearchResponse) =>
  response.results.map((r) => r.name);
