import { useEffect, useRef, useState } from 'react';
import type { ClaimType } from '@stagepass/domain/account-codes';
import { useClaimCode } from '../api/claim_code';

/** 'checking' until claim_code answers, then whether the emailed code is still good. */
export type CodeCheck = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * The reset and delete links carry a code that claim_code only checks (it is used up by
 * reset_password / delete_account), so a dead link is told at once rather than after typing.
 * A failure's message is shown by the query client as a failure notice.
 */
export function useCodeCheck(type: Extract<ClaimType, 'CHG_PASSWD' | 'DELETE_ACCT'>, code: string | null): CodeCheck {
  const claim = useClaimCode();
  const started = useRef(false);
  const [result, setResult] = useState<'valid' | 'invalid' | null>(null);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    claim.mutate(
      { type, code },
      {
        onSuccess: (answer) => setResult(answer.success ? 'valid' : 'invalid'),
        onError: () => setResult('invalid'),
      },
    );
    // Checked once per code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  if (!code) return 'none';
  return result ?? 'checking';
}

/** The code a link carried: ?code= (from /redirect/{rstpwd|delete}/{code}) or route state. */
export function carriedCode(search: string, state: unknown): string | null {
  const fromQuery = new URLSearchParams(search).get('code');
  if (fromQuery) return fromQuery;
  const fromState = state && typeof state === 'object' ? (state as { code?: unknown }).code : undefined;
  return typeof fromState === 'string' && fromState ? fromState : null;
}
