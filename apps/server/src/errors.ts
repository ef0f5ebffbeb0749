import type { ValidationItem } from '@app/shared/errors';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationItem[],
    readonly code?: string,
    /** More of the answer beside `detail`, such as a 409's current state. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(typeof detail === 'string' ? detail : 'Validation error');
  }

  static badRequest(detail = 'Bad request') {
    return new AppError(400, detail);
  }
  static unauthorized(detail = 'Not authenticated') {
    return new AppError(401, detail);
  }
  static forbidden(detail = 'Forbidden') {
    return new AppError(403, detail);
  }
  static notFound(detail = 'Not found') {
    return new AppError(404, detail);
  }
  static conflict(detail: string, extra?: Record<string, unknown>) {
    return new AppError(409, detail, undefined, extra);
  }
  /** A conditional write sent without the version it was based on. */
  static preconditionRequired(detail: string) {
    return new AppError(428, detail);
  }
  static unprocessable(items: ValidationItem[]) {
    return new AppError(422, items);
  }
  static tooManyRequests(
    detail = 'Too many requests. Please try again later.',
  ) {
    return new AppError(429, detail);
  }
  static unavailable(detail = 'Service temporarily unavailable') {
    return new AppError(503, detail);
  }
}
