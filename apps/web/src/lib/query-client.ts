import { QueryClient } from '@tanstack/react-query';

/** The API client already retries; the query layer must not retry again. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
