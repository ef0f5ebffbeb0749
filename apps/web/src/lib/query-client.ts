import {
  MutationCache,
  QueryCache,
  QueryClient,
  type Mutation,
} from '@tanstack/react-query';

import { apiFailure, errorMessage } from './api-client';
import { showErrorNotice } from './error-notices';

export const SESSION_ENDED_MESSAGE =
  'Your session has ended. Please sign in again.';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Shown in the app-wide notice when the mutation fails (the server's words win). */
      errorNotice?: string;
    };
  }
}

/**
 * An expired session is announced once wherever it surfaces; the sign-in
 * guard then leads to the start page, since the stored session is cleared.
 */
function announceExpiredSession(error: unknown): boolean {
  if (apiFailure(error)?.code === 'AUTH_EXPIRED') {
    showErrorNotice(SESSION_ENDED_MESSAGE);
    return true;
  }
  return false;
}

function onMutationError(
  error: unknown,
  _variables: unknown,
  _context: unknown,
  mutation: Mutation<unknown, unknown, unknown, unknown>,
) {
  if (announceExpiredSession(error)) return;
  const notice = mutation.meta?.errorNotice;
  if (notice) showErrorNotice(errorMessage(error, notice));
}

/** The API client already retries; the query layer must not retry again. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: announceExpiredSession }),
    mutationCache: new MutationCache({ onError: onMutationError }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
