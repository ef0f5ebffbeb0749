import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { resetSettled } from '../lib/use-settled';

import { server } from './msw-server';

// Leave room for slow renders on a busy CI machine, and for the parts pages
// load on demand: in a test their first import is compiled while it waits.
configure({ asyncUtilTimeout: 10_000 });

// A request no handler answers fails the test that made it: otherwise the
// page's error path runs unnoticed and the test passes for the wrong reason.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  resetSettled();
  if (unhandled.length > 0) {
    const requests = unhandled.splice(0).join(', ');
    throw new Error(`Requests without a test handler: ${requests}`);
  }
});
afterAll(() => server.close());
