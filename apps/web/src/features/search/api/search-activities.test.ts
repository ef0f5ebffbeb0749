import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/api-client';

import { searchFailure } from './search-activities';

const failed = (status: number, code?: 'AUTH_EXPIRED' | 'NETWORK') =>
  searchFailure(new ApiError('failed', status, undefined, code));

describe('searchFailure', () => {
  it('offers a retry for failures that pass', () => {
    expect(failed(0, 'NETWORK').canRetry).toBe(true);
    expect(failed(500).canRetry).toBe(true);
    expect(failed(503).canRetry).toBe(true);
    expect(failed(401, 'AUTH_EXPIRED').canRetry).toBe(true);
    expect(searchFailure(new Error('boom')).canRetry).toBe(true);
  });

  it("tells a rate-limited user the server's own words", () => {
    const failure = searchFailure(
      new ApiError('x', 429, 'Too many searches. Please wait a minute.'),
    );
    expect(failure).toEqual({
      message: 'Too many searches. Please wait a minute.',
      canRetry: true,
    });
  });

  it('offers no retry when the question itself is refused', () => {
    for (const status of [400, 403, 404, 413, 415, 422]) {
      expect(failed(status)).toEqual({
        message:
          'This question could not be searched. Try asking it another way.',
        canRetry: false,
      });
    }
  });
});
