import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { buildTestApp } from '../build-test-app';
import { createUser } from '../factories';

import {
  databaseFingerprint,
  firstUserWithObjects,
  urlsFor,
} from './first-user';
import {
  badValue,
  sampleValid,
  shapeOf,
  type InputPart,
} from './schema-arbitraries';

/** Bad requests per route; keeps the run well under a minute per engine. */
const RUNS_PER_ROUTE = 8;
const hasBody = (method: string) =>
  !['GET', 'DELETE', 'OPTIONS'].includes(method);

type Probe = {
  part: InputPart;
  field?: string;
  value: unknown;
  anonymous: boolean;
};

/**
 * One bad input per request, aimed at a field each route's own zod schemas
 * declare (path param, query or body field), or a whole body of the wrong kind.
 */
function probeArbitrary(
  schema: Record<InputPart, z.ZodType | undefined>,
  method: string,
) {
  const targets: fc.Arbitrary<Omit<Probe, 'anonymous'>>[] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    const shape = shapeOf(schema[part]);
    if (shape && Object.keys(shape).length > 0) {
      targets.push(
        fc.record({
          part: fc.constant(part),
          field: fc.constantFrom(...Object.keys(shape)),
          value: badValue,
        }),
      );
    }
  }
  if (hasBody(method)) {
    targets.push(
      fc.record({
        part: fc.constant<InputPart>('body'),
        value: fc.constantFrom<unknown>(
          undefined,
          null,
          '',
          [],
          'text',
          42,
          '\u0000',
        ),
      }),
    );
  }
  if (targets.length === 0) {
    targets.push(
      fc.record({
        part: fc.constant<InputPart>('querystring'),
        field: fc.constant('x'),
        value: badValue,
      }),
    );
  }
  return fc.record({ probe: fc.oneof(...targets), anonymous: fc.boolean() });
}

const encode = (value: unknown) =>
  encodeURIComponent(
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );

describe('fuzzing every route with bad input derived from its schemas', async () => {
  const { app, db } = await buildTestApp();
  const first = await firstUserWithObjects(app, db);
  const prober = await createUser(db);
  const figures = {
    routes: 0,
    requests: 0,
    serverErrors: [] as string[],
    writes: [] as string[],
  };

  it('never answers 5xx and changes nothing when it answers 4xx', async () => {
    let state = await databaseFingerprint(db);
    for (const route of app.routeTable) {
      if (route.method === 'OPTIONS' || route.url.startsWith('/docs')) continue;
      figures.routes += 1;
      const schema = {
        params: route.schema?.params as z.ZodType | undefined,
        querystring: route.schema?.querystring as z.ZodType | undefined,
        body: route.schema?.body as z.ZodType | undefined,
      };
      const baseUrl = urlsFor(route.url, first.ids, 1)[0]!;
      const baseQuery = (sampleValid(schema.querystring, 3) ?? {}) as Record<
        string,
        unknown
      >;
      const baseBody = sampleValid(schema.body, 3);
      const samples = fc.sample(probeArbitrary(schema, route.method), {
        numRuns: RUNS_PER_ROUTE,
        seed: 42,
      });
      for (const sample of samples) {
        const { probe } = sample;
        // A signed-in stream stays open, so only anonymous probes can finish.
        const anonymous = sample.anonymous || route.stream;
        let url = baseUrl;
        let query = { ...baseQuery };
        let payload = hasBody(route.method) ? baseBody : undefined;
        if (probe.part === 'params' && probe.field) {
          url = route.url
            .replace(`:${probe.field}`, encode(probe.value) || '%20')
            .replace(/:(\w+)/g, String(first.ids[0]));
        } else if (probe.part === 'querystring' && probe.field) {
          query = { ...query, [probe.field]: probe.value };
        } else if (probe.part === 'body') {
          payload = probe.field
            ? { ...((baseBody as object) ?? {}), [probe.field]: probe.value }
            : probe.value;
        }
        const search = Object.entries(query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`)
          .join('&');
        const res = await app.inject({
          method: route.method as 'GET',
          url: search ? `${url}?${search}` : url,
          headers: anonymous ? {} : prober.headers,
          ...(payload === undefined
            ? {}
            : typeof payload === 'string'
              ? {
                  payload,
                  headers: {
                    ...(anonymous ? {} : prober.headers),
                    'content-type': 'application/json',
                  },
                }
              : { payload: payload as object }),
        });
        figures.requests += 1;
        const label = `${route.method} ${url} ${probe.part}.${probe.field ?? '*'}=${JSON.stringify(probe.value)?.slice(0, 40)} -> ${res.statusCode}`;
        if (res.statusCode >= 500) figures.serverErrors.push(label);
        const after = await databaseFingerprint(db);
        if (res.statusCode >= 400 && after !== state)
          figures.writes.push(label);
        state = after;
      }
    }
    // eslint-disable-next-line no-console -- the figures recorded in docs/security.md
    console.info(
      `fuzz (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}): ${figures.routes} routes, ${figures.requests} requests, ${figures.serverErrors.length} answered 5xx, ${figures.writes.length} rejected requests wrote`,
    );
    expect(figures.serverErrors).toEqual([]);
    expect(figures.writes).toEqual([]);
  }, 300_000);

  it('never answers 5xx to out-of-range ids, impossible dates or hostile multipart', async () => {
    const failures: string[] = [];
    const send = async (
      label: string,
      options: InjectOptions,
    ) => {
      const res = await app.inject(options);
      if (res.statusCode >= 500) failures.push(`${label} -> ${res.statusCode}`);
    };
    const boundaryless = { 'content-type': 'multipart/form-data' };
    const nulPart = [
      '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000b\r\n',
      '--b\r\nContent-Disposition: form-data; name="unknown"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n\u0000\r\n',
      '--b--\r\n',
    ].join('');
    for (const route of app.routeTable) {
      if (
        route.method === 'OPTIONS' ||
        route.url.startsWith('/docs') ||
        route.stream
      )
        continue;
      const method = route.method as 'GET';
      const headers = prober.headers;
      const baseUrl = urlsFor(route.url, first.ids, 1)[0]!;
      for (const name of route.url.match(/:(\w+)/g) ?? []) {
        const url = route.url
          .replace(name, String(2 ** 31))
          .replace(/:(\w+)/g, String(first.ids[0]));
        await send(`${method} ${url}`, { method, url, headers });
      }
      const classes = (field: string) =>
        /ids?$/i.test(field)
          ? [2 ** 31, '2147483648', [2 ** 31]]
          : /date|days/i.test(field)
            ? ['0000-01-01', '9999-12-31', '2023-02-29', ['9999-12-31']]
            : [];
      const query = shapeOf(route.schema?.querystring as z.ZodType | undefined);
      for (const field of Object.keys(query ?? {})) {
        for (const value of classes(field)) {
          const url = `${baseUrl}?${field}=${encode(value)}`;
          await send(`${method} ${url}`, { method, url, headers });
        }
      }
      if (!hasBody(route.method)) continue;
      const bodySchema = route.schema?.body as z.ZodType | undefined;
      const baseBody = (sampleValid(bodySchema, 3) ?? {}) as object;
      for (const field of Object.keys(shapeOf(bodySchema) ?? {})) {
        for (const value of classes(field)) {
          await send(`${method} ${baseUrl} ${field}=${JSON.stringify(value)}`, {
            method,
            url: baseUrl,
            headers,
            payload: { ...baseBody, [field]: value },
          });
        }
      }
      await send(`${method} ${baseUrl} multipart without boundary`, {
        method,
        url: baseUrl,
        headers: { ...headers, ...boundaryless },
        payload: nulPart,
      });
      await send(`${method} ${baseUrl} multipart with NUL and unknown parts`, {
        method,
        url: baseUrl,
        headers: {
          ...headers,
          'content-type': 'multipart/form-data; boundary=b',
        },
        payload: nulPart,
      });
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
