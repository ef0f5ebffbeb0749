import { randomUUID } from 'node:crypto';

import type { Comment, FeedPage, Post, PrivacyLevel } from '@app/shared/social';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { NotificationsService } from '../notifications/notifications.service';

import { toPublicUser } from './people-wire';
import type { PhotoLinkQuery, PhotoLinks } from './photo-links';
import type { PhotoVariant, ProcessedPhoto } from './photo-processing';
import type { PhotoStore } from './photo-store';
import type { FeedCursor, PostRow, PostsRepository } from './posts.repository';

const postNotFound = () => AppError.notFound('Post not found');

export type NewPost = {
  title: string;
  description: string;
  privacyLevel: PrivacyLevel;
  postType: string;
  completionDate: string | null;
  allowComments: boolean;
  photos: ProcessedPhoto[];
};

function encodeCursor(row: PostRow): string {
  return Buffer.from(`${row.post.cursorAt}|${row.post.id}`).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string): FeedCursor {
  const [createdAt, id] = Buffer.from(cursor, 'base64url')
    .toString()
    .split('|');
  const postId = Number(id);
  if (
    !createdAt ||
    !/^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(createdAt) ||
    !Number.isInteger(postId)
  ) {
    throw AppError.badRequest('Invalid cursor');
  }
  return { createdAt, id: postId };
}

export function createPostsService(deps: {
  db: Db;
  repository: PostsRepository;
  store: PhotoStore;
  links: PhotoLinks;
  notifications: NotificationsService;
}) {
  const { db, repository, store, links, notifications } = deps;

  async function toWire(
    rows: PostRow[],
    viewer: number | null,
  ): Promise<Post[]> {
    const photos = await repository.photosFor(
      db,
      rows.map((r) => r.post.id),
    );
    return rows.map(({ post, author, likeCount, commentCount, likedByMe }) => ({
      id: post.id,
      user: toPublicUser(author),
      created_at: post.createdAt.toISOString(),
      privacy_level: post.privacyLevel as PrivacyLevel,
      post_type: post.postType,
      title: post.title,
      description: post.description,
      completion_date: post.completionDate,
      photos: photos
        .filter((p) => p.postId === post.id)
        .map((p) => ({
          url: links.url(p.id, 'large', viewer),
          thumbnail_url: links.url(p.id, 'thumb', viewer),
        })),
      allow_comments: post.allowComments,
      comment_count: commentCount,
      like_count: likeCount,
      liked_by_me: likedByMe,
      is_own: viewer !== null && post.userId === viewer,
    }));
  }

  async function visiblePost(viewer: number | null, postId: number) {
    const row = await repository.findVisible(db, viewer, postId);
    if (!row) throw postNotFound();
    return row;
  }

  return {
    async feed(
      viewer: number | null,
      page: { limit: number; cursor?: string },
    ): Promise<FeedPage> {
      const cursor = page.cursor ? decodeCursor(page.cursor) : undefined;
      const rows = await repository.feed(db, viewer, cursor, page.limit + 1);
      const hasMore = rows.length > page.limit;
      const pageRows = rows.slice(0, page.limit);
      return {
        posts: await toWire(pageRows, viewer),
        next_cursor: hasMore ? encodeCursor(pageRows.at(-1)!) : null,
      };
    },

    async get(viewer: number | null, postId: number) {
      const [post] = await toWire([await visiblePost(viewer, postId)], viewer);
      return post!;
    },

    /** Stores the photos first; removes them again if the post cannot be saved. */
    async create(userId: number, input: NewPost) {
      const photoIds = input.photos.map(() => randomUUID());
      await Promise.all(
        photoIds.map((id, i) => store.save(id, input.photos[i]!)),
      );
      try {
        const postId = await db.transaction(async (tx) => {
          const id = await repository.insertPost(tx, {
            userId,
            title: input.title,
            description: input.description,
            privacyLevel: input.privacyLevel,
            postType: input.postType,
            completionDate: input.completionDate,
            allowComments: input.allowComments,
          });
          await repository.insertPhotos(tx, id, photoIds);
          return id;
        });
        const post = await this.get(userId, postId);
        if (input.privacyLevel !== 'private') {
          await notifications.fanOut('friends', {
            type: 'activity_shared',
            title: 'New activity shared',
            message: `${post.user.display_name} shared “${post.title || post.description.slice(0, 60)}”.`,
            actionUrl: `/feed?post=${postId}`,
            senderId: userId,
            priority: 'low',
          });
        }
        return post;
      } catch (error) {
        await store.remove(photoIds);
        throw error;
      }
    },

    async remove(userId: number, postId: number) {
      const photoIds = await repository.deleteOwn(db, userId, postId);
      if (!photoIds) throw postNotFound();
      await store.remove(photoIds);
    },

    async setLike(userId: number, postId: number, liked: boolean) {
      await visiblePost(userId, postId);
      const count = await repository.setLike(db, postId, userId, liked);
      return { liked, like_count: count };
    },

    async comments(viewer: number | null, postId: number): Promise<Comment[]> {
      const post = await visiblePost(viewer, postId);
      if (!post.post.allowComments) return [];
      const rows = await repository.comments(db, viewer, postId);
      return rows.map((row) => ({
        id: row.id,
        post_id: row.postId,
        user: toPublicUser(row.author),
        text: row.text,
        created_at: row.createdAt.toISOString(),
        is_own: viewer !== null && row.userId === viewer,
      }));
    },

    async addComment(userId: number, postId: number, text: string) {
      const post = await visiblePost(userId, postId);
      if (!post.post.allowComments) {
        throw AppError.forbidden('Comments are turned off for this post');
      }
      const id = await repository.insertComment(db, postId, userId, text);
      const all = await this.comments(userId, postId);
      const comment = all.find((c) => c.id === id)!;
      if (post.post.userId !== userId) {
        await notifications.notify({
          userId: post.post.userId,
          type: 'comment_added',
          title: 'New comment',
          message: `${comment.user.display_name} commented: “${text.slice(0, 120)}”`,
          // Opens the post with its comments shown.
          actionUrl: `/feed?post=${postId}&comments=open`,
          senderId: userId,
        });
      }
      return comment;
    },

    async removeComment(userId: number, postId: number, commentId: number) {
      if (!(await repository.deleteOwnComment(db, userId, postId, commentId))) {
        throw AppError.notFound('Comment not found');
      }
    },

    /** Files a report; the post then disappears for the reporter. */
    async report(userId: number, postId: number, reason: string) {
      const post = await visiblePost(userId, postId);
      if (post.post.userId === userId) {
        throw AppError.badRequest('You cannot report your own post');
      }
      await repository.insertReport(db, postId, userId, reason);
    },

    /** The stored photo when the link is valid and its viewer may see the post. */
    async openPhoto(
      photoId: string,
      variant: PhotoVariant,
      link: PhotoLinkQuery,
    ) {
      const signed = links.verify(photoId, link);
      if (!signed) throw AppError.forbidden('This photo link is not valid');
      const postId = await repository.visiblePhotoPost(
        db,
        signed.viewer,
        photoId,
      );
      const bytes =
        postId === undefined ? undefined : await store.read(photoId, variant);
      if (!bytes) throw AppError.notFound('Photo not found');
      return bytes;
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
