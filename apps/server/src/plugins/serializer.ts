import zlib from 'node:zlib';

import { Negotiator } from '@fastify/accept-negotiator';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { API_ENCODINGS, COMPRESS_MIN_BYTES } from './compression';

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

type Encoding = (typeof API_ENCODINGS)[number];
type Kept = {
  route: string;
  json: string;
  /** At least the size the API compresses. */
  large: boolean;
  /** The text compressed once per encoding a client asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
};
const keptJson = new WeakMap<object, Kept>();

const encoders: Record<Encoding, (text: string) => Buffer> = {
  // The compression plugin's own brotli settings.
  br: (text) =>
    zlib.brotliCompressSync(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (text) => zlib.gzipSync(text),
  deflate: (text) => zlib.deflateSync(text),
};
const negotiator = new Negotiator<Encoding>({
  supportedValues: [...API_ENCODINGS],
});

function addVaryOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * Sends a value the server keeps and sends again unchanged (a kept catalogue
 * read): the route's serializer writes it once, and the same text goes out
 * while the value lives. Browsers always ask for compression, and compressing
 * a plan's 190 KB on every read cost more than the rest of the request, so
 * each encoding is also made once and kept beside the text.
 */
export function sendKept(reply: FastifyReply, value: object): FastifyReply {
  const { method, routeOptions, headers } = reply.request;
  const route = `${reply.statusCode} ${method} ${routeOptions.url}`;
  let kept = keptJson.get(value);
  if (kept?.route !== route) {
    const json = reply.serialize(value) as string;
    const large = Buffer.byteLength(json) >= COMPRESS_MIN_BYTES;
    kept = { route, json, large, encoded: {} };
    keptJson.set(value, kept);
  }
  reply.type('application/json; charset=utf-8');
  if (!kept.large) return reply.send(kept.json);
  addVaryOnEncoding(reply);
  const accepted = headers['accept-encoding'];
  const encoding = accepted ? negotiator.negotiate(accepted) : null;
  if (!encoding) return reply.send(kept.json);
  kept.encoded[encoding] ??= encoders[encoding](kept.json);
  return reply
    .header('content-encoding', encoding)
    .send(kept.encoded[encoding]);
}
