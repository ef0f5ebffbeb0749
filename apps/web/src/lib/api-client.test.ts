import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '../testing/msw-server';

import { api, ApiError } from './api-client';
async function settle<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

describe('retries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a failing GET after 0.25 s, 0.5 s and 1 s, then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get('/api/thing', () => {
        calls += 1;
        return calls < 4
          ? HttpResponse.json({ detail: 'down' }, { status: 503 })
          : HttpResponse.json({ ok: true });
      }),
    );
    const result = settle(api.get<{ ok: boolean }>('/api/thing'));

    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(4);

    expect(await result).toEqual({ ok: true, value: { ok: true } });
  });

  it('gives up after 3 retries with the server error message', async () => {
    let calls = 0;
    server.use(
      http.get('/api/thing', () => {
        calls += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const result = settle(api.get('/api/thing'));
    // The user hears of the failure within 2 s of the first answer.
    await vi.advanceTimersByTimeAsync(1750);
    const outcome = await result;

    expect(calls).toBe(4);
    expect(outcome.ok).toBe(false);
    const error = (outcome as { error: ApiError }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.message).toBe(
      'Server error occurred. Please try again later.',
    );
  });

  it('retries network failures and reports the network message', async () => {
    let calls = 0;
    server.use(
      http.get('/api/thing', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const result = settle(api.get('/api/thing'));
    await vi.advanceTimersByTimeAsync(1750);
    const outcome = await result;

    expect(calls).toBe(4);
    const error = (outcome as { error: ApiError }).error;
    expect(error.message).toBe(
      'Network connection failed. Please check your internet connection.',
    );
    expect(error.code).toBe('NETWORK');
    expect(error.status).toBe(0);
  });

  it('does not retry a POST that is not marked idempotent', async () => {
    let calls = 0;
    server.use(
      http.post('/api/thing', () => {
        calls += 1;
        return new HttpResponse(null, { status: 502 });
      }),
    );
    const outcome = await settle(api.post('/api/thing', { a: 1 }));

    expect(calls).toBe(1);
    expect((outcome as { error: ApiError }).error.status).toBe(502);
  });

  it('retries an idempotent POST', async () => {
    let calls = 0;
    server.use(
      http.post('/api/thing', () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 504 })
          : HttpResponse.json({ done: true });
      }),
    );
    const result = settle(
      api.post('/api/thing', undefined, { idempotent: true }),
    );
    await vi.advanceTimersByTimeAsync(250);

    expect(await result).toEqual({ ok: true, value: { done: true } });
    expect(calls).toBe(2);
  });

  it('does not retry client errors', async () => {
    let calls = 0;
    server.use(
      http.get('/api/thing', () => {
        calls += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const outcome = await settle(api.get('/api/thing'));

    expect(calls).toBe(1);
    expect((outcome as { error: ApiError }).error.message).toBe(
      'Resource not found.',
    );
  });

  it('times out after 30 s with the time-out message', async () => {
    server.use(
      http.get('/api/slow', async ({ request }) => {
        await new Promise((resolve) =>
          request.signal.addEventListener('abort', resolve),
        );
        return HttpResponse.json({ late: true });
      }),
    );
    const result = settle(api.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    let finished = false;
    void result.then(() => {
      finished = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const outcome = await result;

    const error = (outcome as { error: ApiError }).error;
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('Request timed out. Please try again.');
  });
});
