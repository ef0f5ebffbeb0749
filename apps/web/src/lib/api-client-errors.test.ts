import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '../testing/msw-server';

import { api, ApiError, apiFailure, MESSAGES } from './api-client';
import {
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  saveSession,
} from './auth-storage';

const USER = {
  id: 1,
  email: 'ann@example.com',
  username: 'ann',
  full_name: null,
};

function signIn(access = 'old-access', refresh = 'old-refresh') {
  saveSession(access, refresh, USER);
}

async function settle<T>(promise: Promise<T>) {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

describe('401 refresh and retry', () => {
  it('refreshes once, stores the new tokens and retries with them', async () => {
    signIn();
    const seen: (string | null)[] = [];
    let refreshBody: unknown;
    server.use(
      http.get('/api/users/me', ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push(auth);
        return auth === 'Bearer new-access'
          ? HttpResponse.json(USER)
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
      http.post('/api/auth/refresh', async ({ request }) => {
        refreshBody = await request.json();
        return HttpResponse.json({
          access_token: 'new-access',
          refresh_token: 'new-refresh',
        });
      }),
    );

    await expect(api.get('/api/users/me')).resolves.toEqual(USER);
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(refreshBody).toEqual({ refresh_token: 'old-refresh' });
    expect(getAccessToken()).toBe('new-access');
    expect(getRefreshToken()).toBe('new-refresh');
  });

  it('shares one refresh between requests that fail together', async () => {
    signIn();
    let refreshes = 0;
    server.use(
      http.get('/api/a', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json('a')
          : new HttpResponse(null, { status: 401 }),
      ),
      http.get('/api/b', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json('b')
          : new HttpResponse(null, { status: 401 }),
      ),
      http.post('/api/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({
          access_token: 'new-access',
          refresh_token: 'new-refresh',
        });
      }),
    );

    await expect(
      Promise.all([api.get('/api/a'), api.get('/api/b')]),
    ).resolves.toEqual(['a', 'b']);
    expect(refreshes).toBe(1);
  });

  it('raises AUTH_EXPIRED and clears the session when refresh fails', async () => {
    signIn();
    const authChanges = vi.fn();
    window.addEventListener('auth-change', authChanges);
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json({ detail: 'expired' }, { status: 401 }),
      ),
      http.post('/api/auth/refresh', () =>
        HttpResponse.json({ detail: 'revoked' }, { status: 401 }),
      ),
    );

    const outcome = await settle(api.get('/api/users/me'));
    window.removeEventListener('auth-change', authChanges);

    const error = (outcome as { error: ApiError }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('AUTH_EXPIRED');
    expect(error.code).toBe('AUTH_EXPIRED');
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(authChanges).toHaveBeenCalled();
  });

  it('does not refresh when no token was sent', async () => {
    let refreshes = 0;
    server.use(
      http.get('/api/users/me', () => new HttpResponse(null, { status: 401 })),
      http.post('/api/auth/refresh', () => {
        refreshes += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );

    const outcome = await settle(api.get('/api/users/me'));

    expect(refreshes).toBe(0);
    expect((outcome as { error: ApiError }).error.message).toBe(
      'Authentication required. Please log in.',
    );
  });
});

describe('messages and bodies', () => {
  it.each([
    [403, undefined, 'Access denied.'],
    [403, 'Plan limit reached', 'Plan limit reached'],
    [404, 'Plan not found', 'Resource not found.'],
    [409, 'Email already registered', 'Email already registered'],
    [418, undefined, 'Request failed with status 418'],
    [
      422,
      [
        {
          loc: ['body', 'email'],
          msg: 'Email is invalid',
          type: 'value_error',
        },
      ],
      'email: Email is invalid',
    ],
  ])('status %i with detail %j reads %j', async (status, detail, message) => {
    server.use(
      http.get('/api/thing', () =>
        detail === undefined
          ? new HttpResponse(null, { status })
          : HttpResponse.json({ detail }, { status }),
      ),
    );
    const outcome = await settle(api.get('/api/thing'));
    const error = (outcome as { error: ApiError }).error;

    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.detail).toEqual(detail);
  });

  it('exposes the shared messages of the spec', () => {
    expect(MESSAGES).toEqual({
      network:
        'Network connection failed. Please check your internet connection.',
      server: 'Server error occurred. Please try again later.',
      unauthorized: 'Authentication required. Please log in.',
      forbidden: 'Access denied.',
      notFound: 'Resource not found.',
      timeout: 'Request timed out. Please try again.',
    });
  });

  it('sends the bearer token, JSON bodies and form data', async () => {
    signIn('tok');
    const received: {
      type: string | null;
      auth: string | null;
      body: string;
    }[] = [];
    server.use(
      http.post('/api/echo', async ({ request }) => {
        received.push({
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
          body: await request.text(),
        });
        return HttpResponse.json({});
      }),
    );

    await api.post('/api/echo', { a: 1 });
    await api.post('/api/echo', undefined, {
      form: { username: 'a@b.co', password: 'x y' },
      auth: false,
    });

    expect(received[0]).toEqual({
      type: 'application/json',
      auth: 'Bearer tok',
      body: '{"a":1}',
    });
    expect(received[1]).toEqual({
      type: 'application/x-www-form-urlencoded',
      auth: null,
      body: 'username=a%40b.co&password=x+y',
    });
  });

  it('drops empty query values and returns the answer as sent', async () => {
    let url = '';
    server.use(
      http.get('/api/list', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ count: '3' });
      }),
    );

    const data = await api.get('/api/list', {
      query: { q: 'jazz', page: 2, empty: '', none: null },
    });

    expect(new URL(url).search).toBe('?q=jazz&page=2');
    expect(data).toEqual({ count: '3' });
  });
});

describe('apiFailure', () => {
  const detailText = (detail: unknown) =>
    apiFailure(new ApiError('Failed', 422, detail))?.detailText;

  it('reads the detail of a refusal as text: strings, validation lists and objects', () => {
    expect(detailText('Nope')).toBe('Nope');
    expect(
      detailText([
        { loc: ['body', 'default_radius'], msg: 'Too big', type: 'too_big' },
        { loc: [], msg: 'Bad', type: 'x' },
        { loc: ['body', 'interests', 0], type: 'x' },
      ]),
    ).toBe(
      'default_radius: Too big, Field: Bad, interests.0: Validation error',
    );
    expect(detailText([])).toBe('Validation error');
    expect(detailText({ a: 1 })).toBe('{"a":1}');
    expect(detailText(undefined)).toBeUndefined();
  });

  it('reads nothing from an error the client did not throw', () => {
    expect(apiFailure(new Error('boom'))).toBeUndefined();
    expect(apiFailure('boom')).toBeUndefined();
    expect(apiFailure(new ApiError('Gone', 404))?.status).toBe(404);
  });
});
