import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RequestOutput } from '@stagepass/contract/registry';
import { createQueryClient } from '../app/query-client';
import { fail, mockApi, ok } from '../test/mock-api';
import { RpcError } from './rpc';
import { requestQuery, useRequest, useRequestMutation } from './use-request';

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const traits = { traits: [{ id: 1, trait: 'Musician', sub_traits: [] }] };

describe('useRequest', () => {
  it('sends the request through rpc, typed from the registry, and caches it under [name, input]', async () => {
    const api = mockApi({ get_member_id: ok({ member_id: 42 }) });
    const client = createQueryClient();
    const { result } = renderHook(() => useRequest('get_member_id', { username: 'cass' }), {
      wrapper: wrapperWith(client),
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ member_id: 42 });
    expectTypeOf(result.current.data).toEqualTypeOf<RequestOutput<'get_member_id'> | undefined>();
    expect(api.sent('get_member_id')).toEqual([{ request: 'get_member_id', username: 'cass' }]);
    expect(client.getQueryData(['get_member_id', { username: 'cass' }])).toEqual({ member_id: 42 });
    expect(requestQuery('get_member_id', { username: 'cass' }).queryKey).toEqual([
      'get_member_id',
      { username: 'cass' },
    ]);
  });

  it("a failure is an RpcError with the server's message and code", async () => {
    mockApi({ get_member_id: fail(404, 'No member with that username', 'username') });
    const { result } = renderHook(
      () => useRequest('get_member_id', { username: 'nobody' }, { retry: false, meta: { silent: true } }),
      { wrapper: wrapperWith(createQueryClient()) },
    );

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(RpcError);
    expect(result.current.error).toMatchObject({
      message: 'No member with that username',
      status: 404,
      field: 'username',
    });
  });

  it('passes enabled and select through', async () => {
    const api = mockApi({ specialist_trait_query: ok(traits) });
    const client = createQueryClient();
    const { result, rerender } = renderHook(
      ({ enabled }) =>
        useRequest('specialist_trait_query', {}, { enabled, select: (d) => d.traits.map((t) => t.trait) }),
      { wrapper: wrapperWith(client), initialProps: { enabled: false } },
    );
    expect(api.calls).toHaveLength(0);

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['Musician']));
    expectTypeOf(result.current.data).toEqualTypeOf<string[] | undefined>();
    expect(api.calls).toHaveLength(1);
  });

  it('refuses a wrong input or an unknown request name at compile time', () => {
    // Control: these lines fail typecheck if the pair stops being typed from the registry.
    // @ts-expect-error get_member_id needs a username
    expectTypeOf(requestQuery('get_member_id', {})).not.toBeAny();
    // @ts-expect-error not a request of the registry
    expectTypeOf(requestQuery('no_such_request', {})).not.toBeAny();
  });
});

describe('useRequestMutation', () => {
  it('sends the input and resolves with the typed answer', async () => {
    const api = mockApi({ request_registration: ok({ success: true, message: 'Check your email' }) });
    const { result } = renderHook(() => useRequestMutation('request_registration'), {
      wrapper: wrapperWith(createQueryClient()),
    });

    let answer: RequestOutput<'request_registration'> | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync({ email: 'new@example.com' });
    });
    expect(answer).toEqual({ success: true, message: 'Check your email' });
    expect(api.sent('request_registration')).toEqual([{ request: 'request_registration', email: 'new@example.com' }]);
  });

  it('rejects with an RpcError carrying the field the server named', async () => {
    mockApi({ request_registration: fail(400, 'Invalid email', 'email') });
    const { result } = renderHook(() => useRequestMutation('request_registration', { meta: { silent: true } }), {
      wrapper: wrapperWith(createQueryClient()),
    });

    await act(async () => {
      await result.current.mutateAsync({ email: 'x' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ message: 'Invalid email', status: 400, field: 'email' });
  });

  it('refetches the reads it invalidates before its own onSuccess runs', async () => {
    let pinSet = false;
    const api = mockApi({
      agency_get_clients: () => ok({ clients: [], pin_set: pinSet }),
      agency_update_pin: () => {
        pinSet = true;
        return ok({ success: true, message: 'PIN updated' });
      },
    });
    const client = createQueryClient();
    const seen: unknown[] = [];
    const { result } = renderHook(
      () => {
        const clients = useRequest('agency_get_clients', {});
        const queryClient = useQueryClient();
        const update = useRequestMutation('agency_update_pin', {
          invalidates: ['agency_get_clients'],
          onSuccess: () => seen.push(queryClient.getQueryData(requestQuery('agency_get_clients', {}).queryKey)),
        });
        return { clients, update };
      },
      { wrapper: wrapperWith(client) },
    );
    await waitFor(() => expect(result.current.clients.data?.pin_set).toBe(false));

    await act(async () => {
      await result.current.update.mutateAsync({ pin: '1234' });
    });
    expect(seen).toEqual([{ clients: [], pin_set: true }]);
    expect(api.sent('agency_get_clients')).toHaveLength(2);
  });

  it("sends the session option's token rather than the stored one", async () => {
    const api = mockApi({ terms_accepted: ok({ terms_accepted: true }) });
    const { result } = renderHook(() => useRequestMutation('terms_accepted', { session: 'pending-login' }), {
      wrapper: wrapperWith(createQueryClient()),
    });
    await act(async () => {
      await result.current.mutateAsync({});
    });
    const headers = api.fn.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer pending-login');
  });
});
