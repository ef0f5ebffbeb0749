import { eq } from 'drizzle-orm';

import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { users } from '../schema';

import { ensureDemoContent } from './demo-content';

/** The account the sign-in form's 'Fill Test Credentials' helper fills in. */
export const DEMO_ACCOUNT = {
  email: 'demo@weekendplanner.test',
  password: 'DemoPass123',
  username: 'demo',
  fullName: 'Demo Planner',
} as const;

/**
 * Creates the demo account once and gives it whatever of its lived-in
 * content is missing (see `ensureDemoContent`).
 */
export async function ensureDemoAccount(db: Db) {
  await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.email,
      username: DEMO_ACCOUNT.username,
      fullName: DEMO_ACCOUNT.fullName,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
    })
    .onConflictDoNothing();
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  await ensureDemoContent(db, demo!.id);
}
