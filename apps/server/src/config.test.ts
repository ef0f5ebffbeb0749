import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { assertServable, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8000,
      DATA_DIR: '.data',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      AUTH_RATE_LIMIT_LOGIN: 10,
      AUTH_RATE_LIMIT_REGISTER: 20,
      BODY_LIMIT_BYTES: 1_048_576,
      TRUST_PROXY: false,
    });
    expect(config.CORS_ORIGINS).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('parses numbers and switches, and treats blank values as unset', () => {
    const config = loadConfig({
      PORT: '0',
      AUTH_RATE_LIMIT_LOGIN: '0',
      TRUST_PROXY: 'true',
      SMTP_URL: '   ',
      JWT_SECRET: 's'.repeat(32),
    });
    expect(config.PORT).toBe(0);
    expect(config.AUTH_RATE_LIMIT_LOGIN).toBe(0);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.JWT_SECRET).toHaveLength(32);
  });

  it('lists every bad variable on its own line', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        AUTH_RATE_LIMIT_LOGIN: '-1',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'AUTH_RATE_LIMIT_LOGIN',
      'JWT_SECRET',
      'LOG_LEVEL',
      'PORT',
    ]);
    expect(problems.find((p) => p.startsWith('JWT_SECRET'))).toContain(
      'at least 32 characters',
    );
  });
});

describe('event sources', () => {
  it('reads every keyless schedule by default, none on request, and the calendar feeds', () => {
    expect(loadConfig({}).EVENT_SOURCES).toEqual([
      'mlb',
      'nhl',
      'espn-nba',
      'espn-nfl',
      'espn-mls',
    ]);
    const config = loadConfig({
      EVENT_SOURCES: 'none',
      EVENT_ICS_FEEDS:
        'https://a.example/cal.ics, https://b.example/x.ics|Dazzle|concerts',
    });
    expect(config.EVENT_SOURCES).toEqual([]);
    expect(config.EVENT_ICS_FEEDS).toEqual([
      {
        url: 'https://a.example/cal.ics',
        venue: undefined,
        category: 'entertainment',
      },
      { url: 'https://b.example/x.ics', venue: 'Dazzle', category: 'concerts' },
    ]);
  });

  it('names an unknown source and a bad feed', () => {
    let error: unknown;
    try {
      loadConfig({
        EVENT_SOURCES: 'mlb,nba',
        EVENT_ICS_FEEDS: 'ftp://x.example/c.ics|Dazzle|music',
      });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/EVENT_SOURCES: unknown source nba/);
    expect(problems).toMatch(
      /EVENT_ICS_FEEDS: ftp:\/\/x\.example\/c\.ics\|Dazzle\|music: use url/,
    );
  });
});

describe('PUBLIC_URL', () => {
  it('is required to serve on PostgreSQL, optional on the embedded default', () => {
    const postgres = loadConfig({ DATABASE_URL: 'postgres://db/planner' });
    expect(() => assertServable(postgres)).toThrow(/PUBLIC_URL: required/);
    expect(() => assertServable(loadConfig({}))).not.toThrow();
    const set = loadConfig({
      DATABASE_URL: 'postgres://db/planner',
      PUBLIC_URL: 'https://planner.example/',
    });
    expect(set.PUBLIC_URL).toBe('https://planner.example');
    expect(() => assertServable(set)).not.toThrow();
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(
      ConfigError,
    );
  });
});

describe('start-up with a bad environment', () => {
  it('prints one line per bad variable and exits 1', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'apps/server/src/main.ts')],
      {
        env: {
          PATH: process.env.PATH,
          PORT: 'eighty',
          AUTH_RATE_LIMIT_REGISTER: 'many',
          DATABASE_URL: 'memory',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^config: PORT: /),
      expect.stringMatching(/^config: AUTH_RATE_LIMIT_REGISTER: /),
    ]);
  }, 60_000);
});

describe('S3 photo storage', () => {
  it('takes all four settings or none', () => {
    const partial = loadConfig({ S3_BUCKET: 'photos' });
    expect(() => assertServable(partial)).toThrow(/set all four/);
    const full = loadConfig({
      S3_ENDPOINT: 'https://s3.us-west-2.amazonaws.com',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(() => assertServable(full)).not.toThrow();
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(ConfigError);
  });
});
