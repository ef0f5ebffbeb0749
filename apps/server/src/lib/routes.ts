import { idParamSchema } from '@app/shared/ids';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';

import { currentUserId, type AuthHooks } from '../plugins/auth';

/** Path parameters that are all row ids: `idParams('planId', 'itemId')`. */
export function idParams<const K extends string>(...keys: K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, idParamSchema]));
  return z.object(shape as Record<K, typeof idParamSchema>);
}

/** Route options for calls anyone may make, each schema carrying the feature's OpenAPI tags. */
export function tagged(tags: string[]) {
  return <S extends FastifySchema>(schema: S) => ({
    schema: { tags, ...schema },
  });
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

/** Answers 201 with `work` (or what it resolves to), serialized by the 201 schema. */
export async function created<T>(
  reply: { code(statusCode: 201): unknown },
  work: T | Promise<T>,
): Promise<T> {
  const payload = await work;
  reply.code(201);
  return payload;
}

/**
 * Answers 201 with the entry `work` added, or 200 with the one that was
 * already there, each serialized by its status's schema.
 */
export async function addedOrFound<T>(
  reply: { code(statusCode: 200 | 201): unknown },
  work: Promise<{ entry: T; created: boolean }>,
): Promise<T> {
  const { entry, created } = await work;
  reply.code(created ? 201 : 200);
  return entry;
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

/**
 * A handler of a signed-in call, given the user's id first: the request
 * must have passed `requireAuth` (a 401 otherwise). Its request and reply
 * types come from options built by `signedIn`.
 */
export function asUser<Req extends FastifyRequest, Rep, Out>(
  handle: (userId: number, request: Req, reply: Rep) => Out,
) {
  return (request: Req, reply: Rep) =>
    handle(currentUserId(request), request, reply);
}
