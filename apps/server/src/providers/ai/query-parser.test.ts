import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { chatModelFromConfig } from '../../features/language-model.feature';

import { normalizeModelAnswer } from './model-query-parser';
import { createQueryParser } from './query-parser';

type Reply = { status: number; body: string };

let server: Server;
let baseUrl = '';
let reply: Reply;
let requests: { url: string; auth?: string; body: Record<string, unknown> }[];
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(args) };

const completion = (content: string) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({
        url: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  warnings.length = 0;
});

const parser = () =>
  createQueryParser(
    chatModelFromConfig({
      XAI_API_KEY: 'xai-key',
      XAI_API_URL: baseUrl,
      XAI_MODEL: 'grok-test',
    }),
    log,
  );

describe('query parser selection', () => {
  it('uses the local parser without a key and never calls out', async () => {
    const local = createQueryParser(
      chatModelFromConfig({
        XAI_API_KEY: undefined,
        XAI_API_URL: baseUrl,
        XAI_MODEL: 'x',
      }),
      log,
    );
    const result = await local.understand('cheap hikes');
    expect(result.engine).toBe('local');
    expect(result.parsed.subcategories).toEqual(['Hiking']);
    expect(requests).toHaveLength(0);
  });

  it('asks xAI chat completions for JSON and keeps only valid values', async () => {
    reply = {
      status: 200,
      body: completion(
        JSON.stringify({
          categories: ['food', 'spaceships'],
          subcategories: ['Sushi', 'Moon Food'],
          keywords: ['omakase'],
          price_min: 4,
          when: 'someday',
          group_size: 2,
          top_rated: true,
        }),
      ),
    };
    const result = await parser().understand('the best omakase for two');
    expect(requests[0]).toMatchObject({
      url: '/v1/chat/completions',
      auth: 'Bearer xai-key',
      body: { model: 'grok-test', response_format: { type: 'json_object' } },
    });
    expect(result.engine).toBe('xai');
    expect(result.parsed).toMatchObject({
      categories: ['food'],
      subcategories: ['Sushi'],
      keywords: ['omakase'],
      price_min: 4,
      when: null,
      group_size: 2,
      top_rated: true,
    });
  });

  it.each([
    { status: 500, body: '{"error":"down"}' },
    { status: 200, body: '{"unexpected":true}' },
    { status: 200, body: completion('Sorry, I cannot help with that.') },
    { status: 200, body: completion('{"categories": ["food",') },
  ])('falls back to the local parser on $status $body', async (answer) => {
    reply = answer;
    const result = await parser().understand('tacos tonight');
    expect(result.engine).toBe('local');
    expect(result.parsed.subcategories).toEqual(['Mexican']);
    expect(result.parsed.when).toBe('tonight');
    expect(warnings).toHaveLength(1);
  });

  it('rejects a model answer that is not an object', () => {
    expect(() => normalizeModelAnswer('food')).toThrow();
  });
});
