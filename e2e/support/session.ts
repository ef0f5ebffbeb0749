import { expect, type Browser, type Page } from '@playwright/test';

export const TEST_PASSWORD = 'Weekend2024';

export type Session = {
  access_token: string;
  refresh_token: string;
  user: unknown;
};

type Profile = { full_name?: string; username?: string | null };

/** A fresh address per call so parallel workers never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Registers a new user through the API and stores the session the way the
 * web client does, so the next page load starts signed in.
 */
export async function signInNewUser(
  page: Page,
  prefix: string,
  profile: Profile = {},
): Promise<Session> {
  const res = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail(prefix), password: TEST_PASSWORD, ...profile },
  });
  expect(res.status()).toBe(201);
  const session = (await res.json()) as Session;
  await page.addInitScript((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('refresh_token', s.refresh_token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return session;
}

/** A new user signed in in a browser context of their own, for journeys of several people. */
export async function signInPerson(
  browser: Browser,
  prefix: string,
  name: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = `${prefix}${Date.now() % 1e8}${Math.floor(Math.random() * 1e4)}`;
  const session = await signInNewUser(page, prefix, {
    full_name: name,
    username,
  });
  const id = (session.user as { id: number }).id;
  return { context, page, session, name, username, id };
}
