import { idParamSchema } from '@app/shared/ids';
import {
  commentSchema,
  commentsSchema,
  createCommentInputSchema,
  feedPageSchema,
  feedQuerySchema,
  likeStateSchema,
  okSchema,
  POST_MAX_PHOTOS,
  POST_PHOTO_MAX_BYTES,
  postSchema,
  reportPostInputSchema,
} from '@app/shared/social';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { JobQueue } from '../../lib/job-queue';
import { rateLimitHook } from '../../lib/rate-limits';
import { asUser, created, signedIn } from '../../lib/routes';
import { currentUserId, type AuthHooks } from '../../plugins/auth';

import { MULTIPART_LIMITS, readNewPost } from './post-upload';
import type { PostsService } from './posts.service';

const postParams = z.object({ id: idParamSchema });
const commentParams = z.object({ id: idParamSchema, commentId: idParamSchema });
const photoParams = z.object({
  photoId: z.uuid(),
  variant: z.enum(['large', 'thumb']),
});
const photoQuery = z.object({
  v: z.coerce.number().int().min(0),
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(100),
});

type PostsRoutesDeps = {
  auth: AuthHooks;
  posts: PostsService;
  photoJobs: JobQueue;
  /** Posts with photos per minute per user; 0 turns the limit off. */
  uploadsPerMinute: number;
};

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What every group of post routes is given: the service and both guards. */
type PostRoutesContext = {
  posts: PostsService;
  options: ReturnType<typeof signedIn>;
  anyone: { onRequest: AuthHooks['optionalAuth'] };
};

export function postsRoutes(deps: PostsRoutesDeps): FastifyPluginAsyncZod {
  const context: PostRoutesContext = {
    posts: deps.posts,
    options: signedIn(deps.auth),
    anyone: { onRequest: deps.auth.optionalAuth },
  };
  return async (app) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
    feedRoutes(app, context, deps);
    likeRoutes(app, context);
    commentRoutes(app, context);
    reportRoutes(app, context);
    photoRoutes(app, context);
  };
}

/** The feed, a new post (with photos, rate limited), one post, its deletion. */
function feedRoutes(
  app: App,
  { posts, options, anyone }: PostRoutesContext,
  deps: PostsRoutesDeps,
) {
  const uploadLimit = rateLimitHook(app, [
    {
      name: 'upload',
      max: deps.uploadsPerMinute,
      windowMs: 60_000,
      key: (request) => String(request.userId),
      detail: 'Too many photo uploads. Please wait a minute and try again.',
    },
  ]);

  app.get(
    '/api/social/feed',
    {
      ...anyone,
      schema: {
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    async (request) => posts.feed(request.userId ?? null, request.query),
  );

  app.post(
    '/api/social/feed/posts',
    {
      ...options({ response: { 201: postSchema } }),
      // Counted before the body is read: only posts that may carry photos.
      preHandler: async (request, reply) => {
        if (request.isMultipart()) await uploadLimit?.(request, reply);
      },
      // Room for five full-size photos plus the text fields.
      bodyLimit: POST_MAX_PHOTOS * POST_PHOTO_MAX_BYTES + 1_048_576,
    },
    asUser(async (user, request, reply) => {
      const input = await readNewPost(request, deps.photoJobs);
      return created(reply, posts.create(user, input));
    }),
  );

  app.get(
    '/api/social/feed/posts/:id',
    {
      ...anyone,
      schema: { params: postParams, response: { 200: postSchema } },
    },
    async (request) => posts.get(request.userId ?? null, request.params.id),
  );

  app.delete(
    '/api/social/feed/posts/:id',
    options({ params: postParams, response: { 200: okSchema } }),
    async (request) => {
      await posts.remove(currentUserId(request), request.params.id);
      return { detail: 'Post deleted' };
    },
  );
}

function likeRoutes(app: App, { posts, options }: PostRoutesContext) {
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/social/feed/posts/:id/like',
      ...options({ params: postParams, response: { 200: likeStateSchema } }),
      handler: async (request) =>
        posts.setLike(
          currentUserId(request),
          request.params.id,
          method === 'POST',
        ),
    });
  }
}

function commentRoutes(
  app: App,
  { posts, options, anyone }: PostRoutesContext,
) {
  app.get(
    '/api/social/feed/posts/:id/comments',
    {
      ...anyone,
      schema: { params: postParams, response: { 200: commentsSchema } },
    },
    async (request) =>
      posts.comments(request.userId ?? null, request.params.id),
  );

  app.post(
    '/api/social/feed/posts/:id/comments',
    options({
      params: postParams,
      body: createCommentInputSchema,
      response: { 201: commentSchema },
    }),
    asUser((user, { params, body }, reply) =>
      created(reply, posts.addComment(user, params.id, body.text)),
    ),
  );

  app.delete(
    '/api/social/feed/posts/:id/comments/:commentId',
    options({ params: commentParams, response: { 200: okSchema } }),
    async (request) => {
      await posts.removeComment(
        currentUserId(request),
        request.params.id,
        request.params.commentId,
      );
      return { detail: 'Comment deleted' };
    },
  );
}

function reportRoutes(app: App, { posts, options }: PostRoutesContext) {
  app.post(
    '/api/social/feed/posts/:id/report',
    options({
      params: postParams,
      // A report may come with no body at all: Fastify reads that as
      // null, which `.optional()` alone would refuse.
      body: reportPostInputSchema.nullish(),
      response: { 200: okSchema },
    }),
    async (request) => {
      await posts.report(
        currentUserId(request),
        request.params.id,
        request.body?.reason ?? '',
      );
      return { detail: 'Thanks, the post was reported' };
    },
  );
}

/** A post's photo, by a signed, expiring address (no sign-in: images load by URL). */
function photoRoutes(app: App, { posts }: PostRoutesContext) {
  app.get(
    '/api/social/photos/:photoId/:variant',
    { schema: { params: photoParams, querystring: photoQuery } },
    async (request, reply) => {
      const bytes = await posts.openPhoto(
        request.params.photoId,
        request.params.variant,
        request.query,
      );
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=3600')
        .send(bytes);
    },
  );
}
