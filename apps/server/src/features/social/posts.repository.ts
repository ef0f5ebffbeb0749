import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import {
  postComments,
  postLikes,
  postPhotos,
  postReports,
  posts,
  users,
} from '../../db/schema';

import { blockedEitherWaySql, personColumns } from './people.sql';
import { visibleToSql } from './post-visibility.sql';

const COMMENTS_MAX = 200;

export type FeedCursor = { createdAt: string; id: number };

function postSelect(db: DbOrTx, viewer: number | null) {
  return db
    .select({
      post: {
        id: posts.id,
        userId: posts.userId,
        title: posts.title,
        description: posts.description,
        privacyLevel: posts.privacyLevel,
        postType: posts.postType,
        completionDate: posts.completionDate,
        allowComments: posts.allowComments,
        createdAt: posts.createdAt,
        // Text keeps the microseconds that a JS Date would drop from the cursor.
        cursorAt: sql<string>`${posts.createdAt}::text`,
      },
      author: personColumns,
      likeCount: sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${posts.id})`,
      commentCount: sql<number>`(select count(*)::int from ${postComments} where ${postComments.postId} = ${posts.id})`,
      likedByMe:
        viewer === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewer})`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId));
}

export type PostRow = Awaited<
  ReturnType<ReturnType<typeof postSelect>['execute']>
>[number];

export function createPostsRepository() {
  return {
    /** Newest first; `cursor` is the last post of the previous page. */
    feed(
      db: DbOrTx,
      viewer: number | null,
      cursor: FeedCursor | undefined,
      limit: number,
    ) {
      const after = cursor
        ? sql`(${posts.createdAt}, ${posts.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
        : undefined;
      return postSelect(db, viewer)
        .where(and(visibleToSql(viewer), after))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(limit);
    },

    async findVisible(db: DbOrTx, viewer: number | null, postId: number) {
      const [row] = await postSelect(db, viewer).where(
        and(eq(posts.id, postId), visibleToSql(viewer)),
      );
      return row;
    },

    photosFor(db: DbOrTx, postIds: number[]) {
      if (postIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: postPhotos.id, postId: postPhotos.postId })
        .from(postPhotos)
        .where(inArray(postPhotos.postId, postIds))
        .orderBy(asc(postPhotos.postId), asc(postPhotos.displayOrder));
    },

    /** The photo's post id when `viewer` may see that post. */
    async visiblePhotoPost(db: DbOrTx, viewer: number | null, photoId: string) {
      const [row] = await db
        .select({ postId: posts.id })
        .from(postPhotos)
        .innerJoin(posts, eq(posts.id, postPhotos.postId))
        .where(and(eq(postPhotos.id, photoId), visibleToSql(viewer)));
      return row?.postId;
    },

    async insertPost(db: DbOrTx, values: typeof posts.$inferInsert) {
      const [row] = await db
        .insert(posts)
        .values(values)
        .returning({ id: posts.id });
      return row!.id;
    },

    async insertPhotos(db: DbOrTx, postId: number, photoIds: string[]) {
      if (photoIds.length === 0) return;
      await db
        .insert(postPhotos)
        .values(photoIds.map((id, i) => ({ id, postId, displayOrder: i })));
    },

    /** Deletes the author's post; returns its photo ids, or undefined when not theirs. */
    async deleteOwn(db: DbOrTx, userId: number, postId: number) {
      const photos = await db
        .select({ id: postPhotos.id })
        .from(postPhotos)
        .where(eq(postPhotos.postId, postId));
      const rows = await db
        .delete(posts)
        .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
        .returning({ id: posts.id });
      return rows.length > 0 ? photos.map((p) => p.id) : undefined;
    },

    async setLike(db: DbOrTx, postId: number, userId: number, liked: boolean) {
      if (liked) {
        await db
          .insert(postLikes)
          .values({ postId, userId })
          .onConflictDoNothing();
      } else {
        await db
          .delete(postLikes)
          .where(
            and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)),
          );
      }
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(postLikes)
        .where(eq(postLikes.postId, postId));
      return row?.count ?? 0;
    },

    /** Comments by people blocked either way are left out. */
    comments(db: DbOrTx, viewer: number | null, postId: number) {
      return db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          userId: postComments.userId,
          text: postComments.text,
          createdAt: postComments.createdAt,
          author: personColumns,
        })
        .from(postComments)
        .innerJoin(users, eq(users.id, postComments.userId))
        .where(
          and(
            eq(postComments.postId, postId),
            viewer === null
              ? undefined
              : sql`not ${blockedEitherWaySql(viewer, sql`${postComments.userId}`)}`,
          ),
        )
        .orderBy(asc(postComments.createdAt), asc(postComments.id))
        .limit(COMMENTS_MAX);
    },

    async insertComment(
      db: DbOrTx,
      postId: number,
      userId: number,
      text: string,
    ) {
      const [row] = await db
        .insert(postComments)
        .values({ postId, userId, text })
        .returning({ id: postComments.id });
      return row!.id;
    },

    async deleteOwnComment(
      db: DbOrTx,
      userId: number,
      postId: number,
      commentId: number,
    ) {
      const rows = await db
        .delete(postComments)
        .where(
          and(
            eq(postComments.id, commentId),
            eq(postComments.postId, postId),
            eq(postComments.userId, userId),
          ),
        )
        .returning({ id: postComments.id });
      return rows.length > 0;
    },

    async insertReport(
      db: DbOrTx,
      postId: number,
      reporterId: number,
      reason: string,
    ) {
      await db
        .insert(postReports)
        .values({ postId, reporterId, reason })
        .onConflictDoNothing();
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
