import { sql, type SQL } from 'drizzle-orm';

import { friendships, userBlocks, users } from '../../db/schema';

/** The columns every social answer shows of a person (never the e-mail). */
export const personColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
};
export type PersonRow = {
  id: number;
  username: string | null;
  fullName: string | null;
};

/** True when `a` and `b` are friends (a primary-key probe). */
export const areFriendsSql = (a: SQL | number, b: SQL | number) =>
  sql`exists (select 1 from ${friendships} where ${friendships.userId} = ${a} and ${friendships.friendId} = ${b})`;

/** True when either of the two has blocked the other. */
export const blockedEitherWaySql = (a: SQL | number, b: SQL | number) =>
  sql`exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b}) or (${userBlocks.blockerId} = ${b} and ${userBlocks.blockedId} = ${a}))`;
