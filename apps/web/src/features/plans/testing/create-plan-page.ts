import { DEFAULT_PREFERENCES, type Preferences } from '@app/shared/preferences';
import { http, HttpResponse } from 'msw';
import { onTestFinished, vi } from 'vitest';

import { server } from '../../../testing/msw-server';
import { servePlanCounts } from '../../../testing/premium';
import { signInForTest } from '../../../testing/sign-in';

// The form re-renders MUI sliders and chips on every keystroke: slow in jsdom.
export const SLOW = 60_000;

/**
 * The preferences the page reads: the server's defaults (setup skipped)
 * unless a test gives its own, a status for a failure, or waits on `until`.
 */
export function servePreferences(
  answer: Partial<Preferences> | number = {},
  until?: Promise<unknown>,
) {
  server.use(
    http.get('/api/users/me/preferences', async () => {
      await until;
      return typeof answer === 'number'
        ? HttpResponse.json({ detail: 'unavailable' }, { status: answer })
        : HttpResponse.json({ ...DEFAULT_PREFERENCES, ...answer });
    }),
  );
}

/**
 * Signs in a free user whose check-limits answers these plan counts of 10,
 * one per request (the last repeats); returns the counts as they were asked.
 */
export function signInFreeUser(...plans: number[]) {
  signInForTest({
    id: 1,
    email: 'a@example.com',
    username: 'a',
    full_name: null,
  });
  servePreferences();
  return servePlanCounts(...(plans.length > 0 ? plans : [3]));
}

/** A browser whose location is `coords`, or fails with error `code`. */
export function mockGeolocation(result: {
  coords?: { latitude: number; longitude: number };
  code?: number;
}) {
  const getCurrentPosition = vi.fn(
    (
      ...[ok, fail]: [PositionCallback, PositionErrorCallback, PositionOptions?]
    ) => {
      if (result.coords) ok({ coords: result.coords } as GeolocationPosition);
      else
        fail({
          code: result.code!,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
          message: '',
        } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  // jsdom has no geolocation: the next test starts without one again.
  onTestFinished(() => {
    Object.defineProperty(navigator, 'geolocation', {
      value: undefined,
      configurable: true,
    });
  });
  return getCurrentPosition;
}
