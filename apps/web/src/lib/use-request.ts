// The one typed pair for server state (DESIGN.md §7, STYLE.md): useRequest for reads and
// useRequestMutation for writes, both typed from the contract registry and both going through rpc().
// useRequestPages is the paged read (Load more, Show more). A features/<area>/api/<requestName>.ts file exists
// only where a request needs more than this: a cache policy shared by several screens, cache updates from an
// answer, the session store.

import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InfiniteData,
  UseInfiniteQueryOptions,
  UseInfiniteQueryResult,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
import type { RequestInput, RequestName, RequestOutput } from '@stagepass/contract/registry';
import { rpc } from './rpc';
import type { RpcError, RpcOptions } from './rpc';

/** The cache key of a read: the request name, then its input. `[name]` alone matches every input. */
export type RequestKey<N extends RequestName> = readonly [N, RequestInput<N>];

/**
 * The query options of a read, for prefetching, reading or writing the cache and invalidating:
 * `queryClient.setQueryData(requestQuery('is_connected', {}).queryKey, answer)`.
 */
export function requestQuery<N extends RequestName>(name: N, input: RequestInput<N>) {
  return queryOptions<RequestOutput<N>, RpcError, RequestOutput<N>, RequestKey<N>>({
    queryKey: [name, input],
    queryFn: () => rpc(name, input),
  });
}

/** What a read may set besides its key and function: enabled, select, staleTime, retry, meta: { silent }... */
export type UseRequestOptions<N extends RequestName, TData = RequestOutput<N>> = Omit<
  UseQueryOptions<RequestOutput<N>, RpcError, TData, RequestKey<N>>,
  'queryKey' | 'queryFn'
>;

/**
 * Reads `name` with `input`, cached under [name, input]. A failure shows the server's message as an
 * error notice (app/query-client.ts) unless `meta: { silent: true }`.
 */
export function useRequest<N extends RequestName, TData = RequestOutput<N>>(
  name: N,
  input: RequestInput<N>,
  options?: UseRequestOptions<N, TData>,
): UseQueryResult<TData, RpcError> {
  return useQuery<RequestOutput<N>, RpcError, TData, RequestKey<N>>({
    ...options,
    queryKey: [name, input],
    queryFn: () => rpc(name, input),
  });
}

/** The cache key of a paged read: its pages never share a key with a single read of the same input. */
export type RequestPagesKey<N extends RequestName> = readonly [N, RequestInput<N>, 'pages'];

/**
 * What a paged read sets: `page` turns a page parameter (a cursor) into the input fields that ask for that page,
 * and `initialPageParam` / `getNextPageParam` say where the first page and each next one start (no next: null).
 */
export interface UseRequestPagesOptions<N extends RequestName, TPageParam> extends Omit<
  UseInfiniteQueryOptions<
    RequestOutput<N>,
    RpcError,
    InfiniteData<RequestOutput<N>, TPageParam>,
    RequestPagesKey<N>,
    TPageParam
  >,
  'queryKey' | 'queryFn'
> {
  page: (pageParam: TPageParam) => Partial<RequestInput<N>>;
}

/**
 * Reads `name` a page at a time: each page is `input` and the fields `page` gives for its parameter. Cached under
 * [name, input, 'pages'], so a write's `invalidates: [name]` refetches it like any read of `name`.
 */
export function useRequestPages<N extends RequestName, TPageParam>(
  name: N,
  input: RequestInput<N>,
  { page, ...options }: UseRequestPagesOptions<N, TPageParam>,
): UseInfiniteQueryResult<InfiniteData<RequestOutput<N>, TPageParam>, RpcError> {
  return useInfiniteQuery<
    RequestOutput<N>,
    RpcError,
    InfiniteData<RequestOutput<N>, TPageParam>,
    RequestPagesKey<N>,
    TPageParam
  >({
    ...options,
    queryKey: [name, input, 'pages'],
    // The context's pageParam is TPageParam; TanStack's conditional context type cannot show it for a generic one.
    queryFn: ({ pageParam }) => rpc(name, { ...input, ...page(pageParam as TPageParam) }),
  });
}

export interface UseRequestMutationOptions<N extends RequestName, TOnMutateResult = unknown> extends Omit<
  UseMutationOptions<RequestOutput<N>, RpcError, RequestInput<N>, TOnMutateResult>,
  'mutationFn' | 'mutationKey'
> {
  /** Reads to refetch once the write succeeds: every cached input of these request names. */
  invalidates?: readonly RequestName[];
  /** rpc's session option: a session that is not stored yet (the login waiting at the Terms modal). */
  session?: RpcOptions['session'];
  /** Extra headers for each call, from its input (user_purchase_tickets: the attempt's `Idempotency-Key`). */
  headers?: (input: RequestInput<N>) => Record<string, string>;
}

/**
 * A write: `mutate(input)` sends `name` with `input`. The success callback runs after the reads of
 * `invalidates` are refetched, so what the page shows next is the server's.
 */
export function useRequestMutation<N extends RequestName, TOnMutateResult = unknown>(
  name: N,
  { invalidates, session, headers, onSuccess, ...options }: UseRequestMutationOptions<N, TOnMutateResult> = {},
): UseMutationResult<RequestOutput<N>, RpcError, RequestInput<N>, TOnMutateResult> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [name],
    mutationFn: (input) =>
      rpc(name, input, {
        ...(session === undefined ? {} : { session }),
        ...(headers === undefined ? {} : { headers: headers(input) }),
      }),
    ...options,
    onSuccess: async (...args) => {
      if (invalidates) await Promise.all(invalidates.map((n) => queryClient.invalidateQueries({ queryKey: [n] })));
      await onSuccess?.(...args);
    },
  });
}
