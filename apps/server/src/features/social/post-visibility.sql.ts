import { sql, type SQL } from 'drizzle-orm';

import { postReports, posts } from '../../db/schema';

import { areFriendsSql, blockedEitherWaySql } from './people.sql';

/**
 * Who may see a post, as SQL: its author; anyone for public posts; the
 * author's friends for friends posts; never someone blocked either way or
 * someone who reported it. `viewer` null is an anonymous visitor.
 */
export function visibleToSql(viewer: number | null): SQL {
  if (viewer === null) return sql`${posts.privacyLevel} = 'public'`;
  return sql`(${posts.userId} = ${viewer} or (
    (${posts.privacyLevel} = 'public'
      or (${posts.privacyLevel} = 'friends' and ${areFriendsSql(viewer, sql`${posts.userId}`)}))
    and not ${blockedEitherWaySql(viewer, sql`${posts.userId}`)}
    and not exists (select 1 from ${postReports} where ${postReports.reporterId} = ${viewer} and ${postReports.postId} = ${posts.id})
  ))`;
}
