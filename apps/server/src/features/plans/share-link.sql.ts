import { randomBytes } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { plans } from '../../db/schema';

/** 128 random bits: share links cannot be guessed or enumerated. */
const newShareId = () => randomBytes(16).toString('base64url');

/**
 * The plan's share id, set on first use and the same ever after; drafts and
 * finalized plans alike (a finalized plan keeps its draft's).
 */
export async function ensureShareId(db: DbOrTx, planId: number) {
  const [row] = await db
    .update(plans)
    .set({ shareId: sql`coalesce(${plans.shareId}, ${newShareId()})` })
    .where(eq(plans.id, planId))
    .returning({ shareId: plans.shareId });
  return row!.shareId!;
}
