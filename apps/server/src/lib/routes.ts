import { idParamSchema } from '@app/shared/ids';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

import type { AuthHooks } from '../plugins/auth';

/** Path parameters that are all row ids: `idParams('planId', 'itemId')`. */
export function idParams<const K extends string>(...keys: K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, idParamSchema]));
  return z.object(shape as Record<K, typeof idParamSchema>);
}

/**
 * Route options for calls only a signed-in user may make (401 before the body
 * is read), each schema carrying the feature's OpenAPI tags when given.
 */
export function signedIn(auth: AuthHooks, tags?: string[]) {
  return <S extends FastifySchema>(schema: S) => ({
    onRequest: auth.requireAuth,
    schema: tags ? { tags, ...schema } : schema,
  });
}

/** Answers 201 with what `work` resolves to. */
export async function created<T, R>(
  reply: { code(statusCode: 201): { send(payload: T): R } },
  work: Promise<T>,
): Promise<R> {
  return reply.code(201).send(await work);
}

/** Answers 204 with no body once `work` is done. */
export async function noContent<R>(
  reply: { code(statusCode: 204): { send(): R } },
  work: Promise<unknown>,
): Promise<R> {
  await work;
  return reply.code(204).send();
}

/** Answers `{ detail }` once `work` is done: the confirmation of an action. */
export async function confirmed(work: Promise<unknown>, detail: string) {
  await work;
  return { detail };
}
