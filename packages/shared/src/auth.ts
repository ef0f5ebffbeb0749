import { z } from 'zod';

/** Exact messages of spec 1 §5. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordComplexity:
    'Password must contain uppercase, lowercase, and numeric characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must agree to the terms and conditions',
  usernameInvalid:
    'Username must be 3 to 30 letters, digits, dots or underscores',
  usernameReserved: 'This username is reserved',
  fullNameTooLong: 'Full name must be at most 100 characters',
  incorrectCredentials: 'Incorrect email or password',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work one request can cause. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
const USERNAME_PATTERN = /^[a-z0-9_.]{3,30}$/;
/** Names that would pass for the service speaking. */
const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'api',
  'help',
  'me',
  'moderator',
  'null',
  'root',
  'staff',
  'support',
  'system',
  'undefined',
  'weekendplanner',
]);
export const FULL_NAME_MAX_LENGTH = 100;

export const PASSWORD_HELPER_TEXT =
  'At least 8 characters, with uppercase, lowercase, and numeric characters';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first failing email rule's message, or null when valid. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return AUTH_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    return AUTH_MESSAGES.emailInvalid;
  }
  return null;
}

/** The first failing registration password rule's message, or null. */
export function passwordError(value: string): string | null {
  if (value === '') return AUTH_MESSAGES.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/\d/.test(value)) {
    return AUTH_MESSAGES.passwordComplexity;
  }
  return null;
}

export function confirmPasswordError(
  password: string,
  confirm: string,
): string | null {
  return password === confirm ? null : AUTH_MESSAGES.passwordsDoNotMatch;
}

export function termsError(accepted: boolean): string | null {
  return accepted ? null : AUTH_MESSAGES.termsRequired;
}

/** Reports one message per field: the first rule that fails. */
function ruled(rule: (value: string) => string | null) {
  return z
    .string({
      // A missing field reads as the field's own "required" message.
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? (rule('') ?? undefined)
          : undefined,
    })
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

const emailSchema = ruled(emailError).transform((v) => v.trim().toLowerCase());

// Absent stays absent (an update keeps the field); empty or null clears it.
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** NFKC-folded and lower-cased, so full-width and styled letters cannot pass for plain ones. */
const usernameSchema = z
  .string()
  .transform((v) => v.normalize('NFKC').trim().toLowerCase())
  .refine((v) => v === '' || USERNAME_PATTERN.test(v), {
    message: AUTH_MESSAGES.usernameInvalid,
  })
  .refine((v) => !RESERVED_USERNAMES.has(v.replace(/[._]/g, '')), {
    message: AUTH_MESSAGES.usernameReserved,
  })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

export const loginInputSchema = z.object({
  email: emailSchema,
  password: ruled((v) => (v === '' ? AUTH_MESSAGES.passwordRequired : null)),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/**
 * PUT /api/users/me: the name and username other people see and search by.
 * A field not sent is kept; an empty one is cleared.
 */
export const profileInputSchema = z.object({
  username: usernameSchema,
  full_name: optionalText(FULL_NAME_MAX_LENGTH, AUTH_MESSAGES.fullNameTooLong),
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfilePayload = z.output<typeof profileInputSchema>;

/**
 * DELETE /api/users/me: the current password confirms it. Bounded like the
 * sign-in form, so one request cannot ask for unbounded hashing work.
 */
export const deleteAccountInputSchema = z.object({
  password: ruled((v) =>
    v === '' ? AUTH_MESSAGES.passwordRequired : null,
  ).max(1024),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const registerInputSchema = z.object({
  email: emailSchema,
  password: ruled(passwordError),
  ...profileInputSchema.shape,
});
export type RegisterInput = z.input<typeof registerInputSchema>;
export type RegisterPayload = z.output<typeof registerInputSchema>;

/** Adds the "confirm password" rule of both password forms (spec 1 §5). */
function withConfirmation<
  S extends z.ZodType<{ password: string; confirm_password: string }>,
>(schema: S) {
  return schema.superRefine((value, ctx) => {
    const message = confirmPasswordError(
      value.password,
      value.confirm_password,
    );
    if (message) {
      ctx.addIssue({ code: 'custom', message, path: ['confirm_password'] });
    }
  });
}

/** The registration form: the payload plus the client-only rules. */
export const registerFormSchema = withConfirmation(
  registerInputSchema.extend({
    confirm_password: z.string(),
    accept_terms: z.boolean().superRefine((accepted, ctx) => {
      const message = termsError(accepted);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  }),
);
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  user: publicUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshInputSchema = z.object({
  refresh_token: z.string().min(1).max(512),
});
export type RefreshInput = z.infer<typeof refreshInputSchema>;

export const logoutInputSchema = z.object({
  refresh_token: z.string().min(1).max(512).optional(),
});

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z.string().min(1).max(512),
  password: ruled(passwordError),
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/** The reset-password form: the new password typed twice (the token is in the link). */
export const resetPasswordFormSchema = withConfirmation(
  resetPasswordInputSchema.omit({ token: true }).extend({
    confirm_password: z.string(),
  }),
);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const messageResponseSchema = z.object({ detail: z.string() });

/** First name shown in greetings: the first word of the full name. */
export function firstNameOf(fullName: string | null): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : null;
}
