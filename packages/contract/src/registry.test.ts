import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALLERS, defineRequest, type Auth, type Caller } from './define';
import { areas, requests } from './registry';

describe('the registry', () => {
  it('is the spread of the area maps, with no name in two areas', () => {
    const names = Object.values(areas).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(requests).sort());
  });

  it('keys every contract by its own wire name', () => {
    for (const [name, contract] of Object.entries(requests)) expect(contract.name).toBe(name);
  });

  it('has an access declaration for each of the six callers that agrees with auth', () => {
    // The same rule as AccessFor in define.ts, for a contract that got past the compiler with a cast.
    const rolesOf: Record<Exclude<Caller, 'loggedOut'>, string> = {
      fan: 'User',
      talent: 'Specialist',
      business: 'Business',
      agency: 'Agency',
      agencyAsClient: 'Specialist',
    };
    for (const [name, contract] of Object.entries(requests)) {
      const auth = contract.auth as Auth;
      const access = contract.access as Record<string, unknown>;
      expect(Object.keys(access).sort(), name).toEqual([...CALLERS, 'ownerScoped'].sort());
      expect(typeof access.ownerScoped, name).toBe('boolean');
      if (auth === 'public') expect(access.loggedOut, name).not.toBe(401);
      else expect(access.loggedOut, name).toBe(401);
      for (const [caller, role] of Object.entries(rolesOf)) {
        expect(['allowed', 403], `${name} ${caller}`).toContain(access[caller]);
        if (typeof auth !== 'string' && !auth.includes(role as never))
          expect(access[caller], `${name} ${caller}`).toBe(403);
      }
    }
  });
});

describe('defineRequest', () => {
  const io = { input: z.object({}), output: z.object({}) };
  const everyone = {
    loggedOut: 'allowed',
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 'allowed',
    ownerScoped: false,
  } as const;

  it('refuses, at compile time, a contract without access or with access that contradicts auth', () => {
    // @ts-expect-error -- no access declaration
    defineRequest({ name: 'x', summary: 'x', auth: 'public', ...io });
    // @ts-expect-error -- a session request cannot be allowed to a logged-out caller
    defineRequest({ name: 'x', summary: 'x', auth: 'session', access: everyone, ...io });
    defineRequest({
      name: 'x',
      summary: 'x',
      auth: ['Agency'],
      access: {
        ...everyone,
        loggedOut: 401,
        // @ts-expect-error -- a fan has no Agency role, so api-route answers 403
        fan: 'allowed',
        talent: 403,
        business: 403,
        agencyAsClient: 403,
      },
      ...io,
    });
    expect(defineRequest({ name: 'x', summary: 'x', auth: 'public', access: everyone, ...io }).access).toBe(everyone);
  });
});
