import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { AppError } from '../errors';
import { isDatabaseOutage } from '../lib/database-outage';
import { redactUrl } from '../lib/log-redaction';

/** Seconds a client should wait before retrying during a database outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandling(
  app: FastifyInstance,
  onOutage: () => void,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ ...error.extra, detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      return reply.status(422).send({
        detail: error.validation.map((item) => ({
          loc: [
            context,
            ...item.instancePath.split('/').filter((part) => part !== ''),
          ],
          msg: item.message ?? 'Invalid value',
          type: item.keyword,
        })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send({ detail: clientMessage(error, status) });
    }
    if (isDatabaseOutage(error)) {
      onOutage();
      request.log.warn(
        { err: error, method: request.method, url: redactUrl(request.url) },
        'database unavailable',
      );
      return reply
        .status(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send({
          detail:
            'The service is temporarily unavailable. Please try again shortly.',
        });
    }
    request.log.error(
      { err: error, method: request.method, url: redactUrl(request.url) },
      'request failed',
    );
    return reply.status(500).send({ detail: 'Internal server error' });
  });
}

function clientMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported content type';
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return 'Request body is not valid JSON';
  }
  return error.message || 'Bad request';
}
