import { useEffect, useRef, useState } from 'react';
import type { ClaimType } from '@stagepass/domain/account-codes';
import { useRequestMutation } from '../../../lib/use-request';

/** 'checking' until claim_code answers, then whether the emailed code is still good. */
export type CodeCheck = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * The reset and delete links carry a code that claim_code only checks (it is used up by
 * reset_password / delete_account), so a dead link is told at once rather than after typing.
 * A failure's message is shown by the query client as a failure notice.
 */
export function useCodeCheck(type: Extract<ClaimType, 'CHG_PASSWD' | 'DELETE_ACCT'>, code: string | null): CodeCheck {
  const claim = useRequestMutation('claim_code');
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
