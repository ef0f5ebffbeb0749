import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  friendRequests,
  friendships,
  userBlocks,
  users,
} from '../../db/schema';
import { escapeLike } from '../activities/activity.sql';

import { personColumns } from './people.sql';

/** Each list on the friends page is bounded. */
const LIST_MAX = 500;

/**
 * The outer query's `users.id`, spelled out: drizzle leaves the columns of a
 * one-table select bare, and a bare "id" inside a subquery on
 * `friend_requests` names that table's own id.
 */
const personId = sql`${users}.${sql.identifier(users.id.name)}`;

const relationSql = (me: number) => sql<string>`case
  when exists (select 1 from ${friendships} where ${friendships.userId} = ${me} and ${friendships.friendId} = ${personId}) then 'friend'
  when exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${personId}) then 'blocked'
  when exists (select 1 from ${friendRequests} where ${friendRequests.fromUserId} = ${me} and ${friendRequests.toUserId} = ${personId}) then 'request_sent'
  when exists (select 1 from ${friendRequests} where ${friendRequests.fromUserId} = ${personId} and ${friendRequests.toUserId} = ${me}) then 'request_received'
  else 'none' end`;

export function createFriendsRepository() {
  return {
    /** People whose username or full name contains `text`; those who blocked `me` are left out. */
    search(db: DbOrTx, me: number, text: string, limit: number) {
      const pattern = `%${escapeLike(text)}%`;
      return db
        .select({ ...personColumns, relation: relationSql(me) })
        .from(users)
        .where(
          and(
            ne(users.id, me),
            or(ilike(users.username, pattern), ilike(users.fullName, pattern)),
            sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${personId} and ${userBlocks.blockedId} = ${me})`,
          ),
        )
        .orderBy(
          sql`case when ${users.username} ilike ${`${escapeLike(text)}%`} then 0 else 1 end`,
          asc(users.username),
        )
        .limit(limit);
    },

    async findUser(db: DbOrTx, id: number) {
      const [row] = await db
        .select({ ...personColumns, email: users.email })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async isBlockedEitherWay(db: DbOrTx, a: number, b: number) {
      const [row] = await db
        .select({ id: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
            and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async areFriends(db: DbOrTx, a: number, b: number) {
      const [row] = await db
        .select({ id: friendships.userId })
        .from(friendships)
        .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)));
      return row !== undefined;
    },

    friends(db: DbOrTx, me: number) {
      return db
        .select(personColumns)
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .where(eq(friendships.userId, me))
        .orderBy(asc(users.fullName), asc(users.username))
        .limit(LIST_MAX);
    },

    /** Requests to `me` (incoming) or from `me` (outgoing), with the other person. */
    requests(db: DbOrTx, me: number, direction: 'incoming' | 'outgoing') {
      const isIncoming = direction === 'incoming';
      const mine = isIncoming
        ? friendRequests.toUserId
        : friendRequests.fromUserId;
      const other = isIncoming
        ? friendRequests.fromUserId
        : friendRequests.toUserId;
      return db
        .select({
          id: friendRequests.id,
          createdAt: friendRequests.createdAt,
          user: personColumns,
        })
        .from(friendRequests)
        .innerJoin(users, eq(users.id, other))
        .where(eq(mine, me))
        .orderBy(desc(friendRequests.createdAt))
        .limit(LIST_MAX);
    },

    blocked(db: DbOrTx, me: number) {
      return db
        .select(personColumns)
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .where(eq(userBlocks.blockerId, me))
        .orderBy(desc(userBlocks.createdAt))
        .limit(LIST_MAX);
    },

    async findRequest(db: DbOrTx, id: number) {
      const [row] = await db
        .select()
        .from(friendRequests)
        .where(eq(friendRequests.id, id));
      return row;
    },

    async findRequestBetween(db: DbOrTx, from: number, to: number) {
      const [row] = await db
        .select()
        .from(friendRequests)
        .where(
          and(
            eq(friendRequests.fromUserId, from),
            eq(friendRequests.toUserId, to),
          ),
        );
      return row;
    },

    async insertRequest(db: DbOrTx, from: number, to: number) {
      const [row] = await db
        .insert(friendRequests)
        .values({ fromUserId: from, toUserId: to })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async deleteRequest(db: DbOrTx, id: number) {
      await db.delete(friendRequests).where(eq(friendRequests.id, id));
    },

    async deleteRequestsBetween(db: DbOrTx, a: number, b: number) {
      await db
        .delete(friendRequests)
        .where(
          or(
            and(
              eq(friendRequests.fromUserId, a),
              eq(friendRequests.toUserId, b),
            ),
            and(
              eq(friendRequests.fromUserId, b),
              eq(friendRequests.toUserId, a),
            ),
          ),
        );
    },

    async insertFriendship(db: DbOrTx, a: number, b: number) {
      await db
        .insert(friendships)
        .values([
          { userId: a, friendId: b },
          { userId: b, friendId: a },
        ])
        .onConflictDoNothing();
    },

    /** Returns whether they were friends. */
    async deleteFriendship(db: DbOrTx, a: number, b: number) {
      const rows = await db
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.userId, a), eq(friendships.friendId, b)),
            and(eq(friendships.userId, b), eq(friendships.friendId, a)),
          ),
        )
        .returning({ id: friendships.userId });
      return rows.length > 0;
    },

    async insertBlock(db: DbOrTx, blocker: number, blocked: number) {
      await db
        .insert(userBlocks)
        .values({ blockerId: blocker, blockedId: blocked })
        .onConflictDoNothing();
    },

    async deleteBlock(db: DbOrTx, blocker: number, blocked: number) {
      const rows = await db
        .delete(userBlocks)
        .where(
          and(
            eq(userBlocks.blockerId, blocker),
            eq(userBlocks.blockedId, blocked),
          ),
        )
        .returning({ id: userBlocks.blockerId });
      return rows.length > 0;
    },
  };
}

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
