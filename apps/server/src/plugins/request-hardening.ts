import type { FastifyInstance } from 'fastify';

import { AppError } from '../errors';

// NUL cannot be stored in PostgreSQL text; a lone surrogate is not Unicode.
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL's float8 refuses subnormal numbers ("value out of range: underflow"). */
const isSubnormal = (n: number) =>
  n !== 0 && Math.abs(n) < 2.2250738585072014e-308;
const NUMERIC_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)e[-+]?\d+\s*$/i;

const isUnsafe = (value: unknown) =>
  typeof value === 'string'
    ? UNSAFE_TEXT.test(value) ||
      (NUMERIC_TEXT.test(value) && isSubnormal(Number(value)))
    : typeof value === 'number' && isSubnormal(value);

/** The path to the first key or value that cannot be stored, if any. */
function findUnsafe(
  value: unknown,
  path: string[],
  depth = 0,
): string[] | undefined {
  if (typeof value === 'string' || typeof value === 'number')
    return isUnsafe(value) ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE_TEXT.test(key)) return [...path, key];
    const found = findUnsafe(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Rejects NUL bytes and lone surrogates anywhere in the path, query or body
 * with a 422 before any route sees them, so no route can store or choke on them.
 */
export function rejectUnsafeText(app: FastifyInstance) {
  // A callback hook without a parts object: it runs on every request,
  // /health and the catalogue's reads included.
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findUnsafe(request.params, ['path']) ??
      findUnsafe(request.query, ['query']) ??
      findUnsafe(request.body, ['body']);
    done(found ? unsafeTextError(found) : undefined);
  });
}

const unsafeTextError = (loc: string[]) =>
  AppError.unprocessable([
    {
      loc,
      msg: 'Must not contain NUL characters, unpaired surrogates or numbers too small to store',
      type: 'invalid_value',
    },
  ]);

/** The same check for fields read after validation, such as multipart parts. */
export function assertSafeText(fields: Record<string, string>) {
  const found = findUnsafe(fields, ['body']);
  if (found) throw unsafeTextError(found);
}
