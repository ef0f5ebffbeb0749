import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];
type Serializer = (data: unknown) => string;

const buildStringify = SerializerSelector()({}, {});

/**
 * The JSON Schema of a response, or null when stringify cannot reproduce
 * zod's output: transforms and defaults change the data, so those routes keep
 * zod's serializer.
 */
export function responseJsonSchema(schema: unknown): object | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return JSON.stringify(json).includes('"default"') ? null : json;
  } catch {
    return null;
  }
}

/**
 * Responses are written by fast-json-stringify, compiled once per route from
 * the zod schema, instead of being validated by zod on every request. Keys
 * outside the schema are dropped, as zod drops them.
 */
export function compiledSerializerCompiler(route: RouteSchema): Serializer {
  const json = responseJsonSchema(route.schema);
  if (json) {
    try {
      return buildStringify({
        ...route,
        httpStatus: route.httpStatus ?? '200',
        schema: json,
      }) as Serializer;
    } catch {
      // Falls through to zod for a schema stringify cannot compile.
    }
  }
  return zodSerializer(route as Parameters<typeof zodSerializer>[0]);
}

type Kept = { route: string; json: ReturnType<FastifyReply['serialize']> };
const keptJson = new WeakMap<object, Kept>();

/**
 * Sends a value the server keeps and sends again unchanged (a kept catalogue
 * read): the route's serializer writes it once, and the same text goes out
 * while the value lives.
 */
export function sendKept(reply: FastifyReply, value: object): FastifyReply {
  const { method, routeOptions } = reply.request;
  const route = `${reply.statusCode} ${method} ${routeOptions.url}`;
  let kept = keptJson.get(value);
  if (kept?.route !== route) {
    kept = { route, json: reply.serialize(value) };
    keptJson.set(value, kept);
  }
  return reply.type('application/json; charset=utf-8').send(kept.json);
}
