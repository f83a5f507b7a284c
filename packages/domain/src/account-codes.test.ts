import { describe, expect, it } from 'vitest';
import { CLAIM_TYPES, REQUEST_TYPE_OF, claimTypeOf, codeLinkPath } from './account-codes';

describe('account code links (spec 000 §2.8)', () => {
  it('maps every claim type to its /redirect requestType and back', () => {
    expect(REQUEST_TYPE_OF).toEqual({
      RECOMMEND: 'recreq',
      REGISTRATION: 'regemail',
      CHG_PASSWD: 'rstpwd',
      CHG_EMAIL: 'updateemail',
      REACTIVATE_ACCT: 'reactivate',
      DELETE_ACCT: 'delete',
    });
    for (const type of CLAIM_TYPES) expect(claimTypeOf(REQUEST_TYPE_OF[type])).toBe(type);
    expect(claimTypeOf('home')).toBeNull();
    expect(claimTypeOf('constructor')).toBeNull();
  });

  it('builds the link path', () => {
    expect(codeLinkPath('CHG_PASSWD', 'abc123')).toBe('/redirect/rstpwd/abc123');
    expect(codeLinkPath('REGISTRATION', 'a/b')).toBe('/redirect/regemail/a%2Fb');
  });
});
