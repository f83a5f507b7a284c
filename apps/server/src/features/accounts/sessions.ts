import { SESSION_TTL_MS } from '@stagepass/domain/accounts';
import type { Executor } from '@stagepass/db/client';
import { createSession } from './accounts-repository';
import { hashToken, newSessionToken } from './session-token';

/** Opens a session for a member and returns the bearer token, which is shown once and never stored. */
export async function openSession(db: Executor, memberId: number, now: number): Promise<string> {
  const token = newSessionToken();
  await createSession(db, {
    memberId,
    tokenHash: hashToken(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  return token;
}
