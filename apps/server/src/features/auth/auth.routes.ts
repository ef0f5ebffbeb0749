import {
  forgotPasswordInputSchema,
  logoutInputSchema,
  messageResponseSchema,
  refreshInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  tokenResponseSchema,
} from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { created } from '../../lib/routes';
import type { AuthHooks } from '../../plugins/auth';

import type { AuthRateLimits } from './auth.rate-limits';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';

/** OAuth2 password-form shape: `username` carries the email. */
const loginFormSchema = z.object({
  username: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email is invalid'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024),
});

const tags = ['auth'];

export function authRoutes(deps: {
  auth: AuthHooks;
  service: AuthService;
  passwordReset: PasswordResetService;
  limits: AuthRateLimits;
}): FastifyPluginAsyncZod {
  const { service, limits } = deps;

  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        preHandler: limits.register,
        schema: {
          tags,
          body: registerInputSchema,
          response: { 201: tokenResponseSchema },
        },
      },
      async (request, reply) => {
        return created(reply, service.register(request.body));
      },
    );

    app.post(
      '/api/auth/login',
      {
        preHandler: limits.login,
        schema: {
          tags,
          body: loginFormSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request) => {
        const { username, password } = request.body;
        return service.login(username, password);
      },
    );

    app.post(
      '/api/auth/refresh',
      {
        schema: {
          tags,
          body: refreshInputSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request) => service.refresh(request.body.refresh_token),
    );

    app.post(
      '/api/auth/logout',
      {
        onRequest: deps.auth.optionalAuth,
        schema: {
          tags,
          body: logoutInputSchema.nullish(),
          response: { 200: messageResponseSchema, 401: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const ok = await service.logout({
          refreshToken: request.body?.refresh_token,
          userId: request.userId,
        });
        if (!ok) return reply.status(401).send({ detail: 'Not authenticated' });
        return { detail: 'Signed out' };
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        preHandler: limits.passwordReset,
        schema: {
          tags,
          body: forgotPasswordInputSchema,
          response: { 202: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await deps.passwordReset.requestReset(request.body.email);
        return reply.status(202).send({
          detail:
            'If an account exists for this email, a password reset link has been sent.',
        });
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: {
          tags,
          body: resetPasswordInputSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await deps.passwordReset.resetPassword(
          request.body.token,
          request.body.password,
        );
        return { detail: 'Your password has been reset. Please sign in.' };
      },
    );
  };
}
