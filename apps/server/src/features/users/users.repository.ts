import { eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'username' | 'fullName' | 'passwordHash'
>;

export function createUsersRepository(db: DbOrTx) {
  return {
    async findById(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row;
    },

    async usernameTaken(username: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return row !== undefined;
    },

    async insert(values: NewUser, tx: DbOrTx = db) {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },

    async updatePasswordHash(
      id: number,
      passwordHash: string,
      tx: DbOrTx = db,
    ) {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
