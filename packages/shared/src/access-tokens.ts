import { z } from 'zod';

/** What every personal access token starts with, so it is told apart from a sign-in token. */
export const PERSONAL_TOKEN_PREFIX = 'wpat_';

export const TOKEN_SCOPES = ['read', 'read_write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const MAX_PERSONAL_TOKENS = 20;

export const createAccessTokenInputSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name').max(100),
  scope: z.enum(TOKEN_SCOPES),
  /** Days until it stops working; none keeps it until revoked. */
  expires_in_days: z.number().int().min(1).max(365).nullish(),
});
export type CreateAccessTokenInput = z.input<
  typeof createAccessTokenInputSchema
>;

export const accessTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListSchema = z.array(accessTokenSchema);

/** The create answer: the only time the secret is shown. */
export const createdAccessTokenSchema = accessTokenSchema.extend({
  token: z.string(),
});
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;
