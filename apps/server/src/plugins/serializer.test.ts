import zlib from 'node:zlib';

import Fastify from 'fastify';
import {
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { registerCompression } from './compression';
import {
  compiledSerializerCompiler,
  responseJsonSchema,
  sendKept,
} from './serializer';

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  when: z.object({ date: z.string(), time: z.string().nullish() }),
});

async function serve(schema: z.ZodType, data: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, () => data);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

describe('compiled response serializer', () => {
  it('writes what the schema declares and drops other keys, as zod does', async () => {
    const res = await serve(z.array(item), [
      {
        id: 1,
        name: 'Red Rocks',
        notes: null,
        tags: ['music'],
        when: { date: '2031-05-10', time: '19:30', secret: 'x' },
        password_hash: 'never sent',
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: 1,
        name: 'Red Rocks',
        notes: null,
        tags: ['music'],
        when: { date: '2031-05-10', time: '19:30' },
      },
    ]);
    expect(res.body).not.toContain('never sent');
  });

  it('answers 500 when a required field is missing', async () => {
    const res = await serve(item, { id: 1 });
    expect(res.statusCode).toBe(500);
  });

  it('keeps zod for schemas whose output stringify cannot reproduce', async () => {
    const withDefault = z.object({ count: z.number().default(3) });
    const withTransform = z.object({
      name: z.string().transform((s) => s.toUpperCase()),
    });
    expect(responseJsonSchema(item)).not.toBeNull();
    expect(responseJsonSchema(withDefault)).toBeNull();
    expect(responseJsonSchema(withTransform)).toBeNull();

    expect((await serve(withDefault, {})).json()).toEqual({ count: 3 });
    expect((await serve(withTransform, { name: 'ana' })).json()).toEqual({
      name: 'ANA',
    });
  });
});

describe('sendKept', () => {
  it('sends a kept value as its route serialises it, writing the text once', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(compiledSerializerCompiler);
    const kept = [
      {
        id: 1,
        name: 'Red Rocks',
        notes: null,
        tags: [],
        when: { date: '2031-05-10' },
        password_hash: 'never sent',
      },
    ];
    let writes = 0;
    app.get(
      '/kept',
      { schema: { response: { 200: z.array(item) } } },
      async (_request, reply) => {
        const serialize = reply.serialize.bind(reply);
        reply.serialize = (payload: unknown) => {
          writes += 1;
          return serialize(payload);
        };
        return sendKept(reply, kept);
      },
    );
    app.get(
      '/plain',
      { schema: { response: { 200: z.array(item) } } },
      () => kept,
    );
    const first = await app.inject({ method: 'GET', url: '/kept' });
    const second = await app.inject({ method: 'GET', url: '/kept' });
    const plain = await app.inject({ method: 'GET', url: '/plain' });
    await app.close();
    expect(first.body).toBe(plain.body);
    expect(second.body).toBe(plain.body);
    expect(first.headers['content-type']).toBe(plain.headers['content-type']);
    expect(first.body).not.toContain('password_hash');
    expect(writes).toBe(1);
  });
});

describe('sendKept, compressed', () => {
  const many = Array.from({ length: 40 }, (_, i) => ({
    id: i,
    name: `Activity number ${i}`,
    notes: 'A long enough note to make the answer worth compressing.',
    tags: ['outdoors', 'family'],
    when: { date: '2031-05-10', time: '10:00' },
  }));
  const few = many.slice(0, 1);

  async function keptApp() {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(compiledSerializerCompiler);
    await registerCompression(app);
    const schema = { response: { 200: z.array(item) } };
    app.get('/many', { schema }, async (_request, reply) =>
      sendKept(reply, many),
    );
    app.get('/few', { schema }, async (_request, reply) =>
      sendKept(reply, few),
    );
    return app;
  }

  afterEach(() => vi.restoreAllMocks());

  it('compresses a large answer once per encoding and sends the same bytes again', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const app = await keptApp();
    const ask = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/many',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await ask();
    const first = await ask('gzip, deflate, br, zstd');
    const second = await ask('gzip, deflate, br, zstd');
    const gzip = await ask('gzip');
    await app.close();

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(plain.body)).toHaveLength(40);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(
      plain.body,
    );
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small answer as it is, and plain text to a client that refuses every encoding', async () => {
    const app = await keptApp();
    const small = await app.inject({
      method: 'GET',
      url: '/few',
      headers: { 'accept-encoding': 'br' },
    });
    const refused = await app.inject({
      method: 'GET',
      url: '/many',
      headers: { 'accept-encoding': 'zstd, br;q=0, gzip;q=0, deflate;q=0' },
    });
    await app.close();
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toHaveLength(1);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toHaveLength(40);
  });
});
