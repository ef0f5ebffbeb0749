import { sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';

export function createHealthRepository() {
  return {
    /** One round trip; rejects when the database does not answer. */
    async ping(db: DbOrTx) {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
