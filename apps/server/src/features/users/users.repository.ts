import { and, eq, ne, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

import { skeletonSql, usernameSkeleton } from './username-skeleton';

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

    /** Whether someone other than `exceptId` goes by `username` or a look-alike of it. */
    async usernameTaken(db: DbOrTx, username: string, exceptId?: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`${skeletonSql(sql`lower(${users.username})`)} = ${usernameSkeleton(username)}`,
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(db: DbOrTx, values: NewUser) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async updateProfile(
      db: DbOrTx,
      id: number,
      values: Pick<NewUser, 'username' | 'fullName'>,
    ) {
      if (values.username === undefined && values.fullName === undefined)
        return this.findById(db, id);
      const [row] = await db
        .update(users)
        .set(values)
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async updatePasswordHash(db: DbOrTx, id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
