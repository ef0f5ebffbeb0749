import { z } from 'zod';

import { calendarDateSchema } from './dates';
import { idParamSchema } from './ids';

/** A person as other users see them: never an e-mail address. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  display_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Up to two letters for an avatar: first and last name, else the display name. */
export function initialsOf(user: PublicUser): string {
  const letters = [user.first_name, user.last_name]
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase());
  return letters.length > 0
    ? letters.join('')
    : user.display_name.slice(0, 1).toUpperCase();
}

export const FRIEND_RELATIONS = [
  'none',
  'friend',
  'request_sent',
  'request_received',
  'blocked',
] as const;
export type FriendRelation = (typeof FRIEND_RELATIONS)[number];

export const personSchema = publicUserSchema.extend({
  relation: z.enum(FRIEND_RELATIONS),
});
export type Person = z.infer<typeof personSchema>;

export const USER_SEARCH_MIN = 2;
export const userSearchQuerySchema = z.object({
  q: z.string().trim().min(USER_SEARCH_MIN).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const peopleSchema = z.array(personSchema);

export const friendRequestSchema = z.object({
  id: z.number().int(),
  user: publicUserSchema,
  created_at: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendsOverviewSchema = z.object({
  friends: z.array(publicUserSchema),
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
  blocked: z.array(publicUserSchema),
});
export type FriendsOverview = z.infer<typeof friendsOverviewSchema>;

export const userIdBodySchema = z.object({
  user_id: idParamSchema,
});

export const PRIVACY_LEVELS = ['friends', 'public', 'private'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];
export const DEFAULT_PRIVACY: PrivacyLevel = 'friends';
export const PRIVACY_LABELS: Record<PrivacyLevel, string> = {
  public: 'Public',
  friends: 'Friends',
  private: 'Private',
};

export const POST_MAX_PHOTOS = 5;
export const POST_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const POST_TITLE_MAX = 200;
export const POST_DESCRIPTION_MAX = 5000;
export const COMMENT_MAX = 2000;
export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;

/**
 * `POST /api/social/feed/posts` (JSON, or multipart with the same fields and
 * up to 5 `photos` files). Title or description must have text.
 */
export const createPostInputSchema = z
  .object({
    title: z.string().trim().max(POST_TITLE_MAX).default(''),
    description: z.string().trim().max(POST_DESCRIPTION_MAX).default(''),
    privacy_level: z.enum(PRIVACY_LEVELS).default(DEFAULT_PRIVACY),
    post_type: z.string().trim().min(1).max(50).default('custom_post'),
    completion_date: z.union([calendarDateSchema, z.literal('')]).nullish(),
    // Multipart sends text: 'false' must stay false.
    allow_comments: z.union([z.boolean(), z.stringbool()]).default(true),
    /** The original client always sends an empty list; files come as multipart parts. */
    photos: z.array(z.string()).max(0).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.title && !value.description) {
      ctx.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'Add a title or a description',
      });
    }
  });
export type CreatePostInput = z.input<typeof createPostInputSchema>;

/** True when the 'Share Post' button may submit (spec 2 §5). */
export const canSharePost = (title: string, description: string) =>
  title.trim() !== '' || description.trim() !== '';

export const postPhotoSchema = z.object({
  url: z.string(),
  thumbnail_url: z.string(),
});

export const postSchema = z.object({
  id: z.number().int(),
  user: publicUserSchema,
  created_at: z.string(),
  privacy_level: z.enum(PRIVACY_LEVELS),
  post_type: z.string(),
  title: z.string(),
  description: z.string(),
  completion_date: z.string().nullable(),
  photos: z.array(postPhotoSchema),
  allow_comments: z.boolean(),
  comment_count: z.number().int(),
  like_count: z.number().int(),
  liked_by_me: z.boolean(),
  is_own: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const feedQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FEED_PAGE_MAX)
    .default(FEED_PAGE_DEFAULT),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid cursor')
    .optional(),
});
export const feedPageSchema = z.object({
  posts: z.array(postSchema),
  next_cursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const likeStateSchema = z.object({
  liked: z.boolean(),
  like_count: z.number().int(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  user: publicUserSchema,
  text: z.string(),
  created_at: z.string(),
  is_own: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentsSchema = z.array(commentSchema);
export const createCommentInputSchema = z.object({
  text: z.string().trim().min(1, 'Write a comment first').max(COMMENT_MAX),
});

export const reportPostInputSchema = z.object({
  reason: z.string().trim().max(500).default(''),
});

export const okSchema = z.object({ detail: z.string() });
