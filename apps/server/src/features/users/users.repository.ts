import { eq, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'email' | 'username' | 'fullName' | 'passwordHash'
>;

export function createUsersRepository() {
  return {
    async findById(db: DbOrTx, id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(db: DbOrTx, email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async usernameTaken(db: DbOrTx, username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return row !== undefined;
    },

    async insert(db: DbOrTx, values: NewUser) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async updatePasswordHash(db: DbOrTx, id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
