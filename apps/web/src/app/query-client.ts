import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { UNKNOWN_SERVER_ERROR } from '@stagepass/domain/accounts';
import { notify } from '../components/ui/notify';
import { RpcError } from '../lib/rpc';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` lets a caller handle its own failure (spec 000 §4: logout clears the store either way). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

// spec 000 §8: 'Every failed call shows the server's message as an error notice'. rpc puts that
// message (or the unknown-error text) on the error, and this is the one place it is shown.
function showError(error: unknown, meta: { silent?: boolean } | undefined): void {
  if (meta?.silent) return;
  notify(2, error instanceof Error && error.message ? error.message : UNKNOWN_SERVER_ERROR);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => showError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => showError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A rejected session or a 4xx will not heal on retry.
        retry: (count, error) => count < 2 && !(error instanceof RpcError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
