import {
  CODE_EMAILS_PER_HOUR,
  CODE_INVALID,
  CODE_LENGTH,
  CODE_TTL_MS,
  codeLinkPath,
  type ClaimType,
} from '@stagepass/domain/account-codes';
import { randomString } from '@stagepass/domain/ids';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import * as codes from './account-codes-repository';
import type { AccountCode, AccountCodeType } from './account-codes-repository';
import { hashToken } from './session-token';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issues a code and returns it. The code itself leaves only in the email (or, for a registration
 * token, in the claim answer); the table keeps its SHA-256, so a database leak opens no links.
 */
export async function issueCode(
  db: Executor,
  code: {
    type: AccountCodeType;
    memberId: number | null;
    email: string | null;
    payload?: Record<string, unknown>;
    now: number;
  },
): Promise<string> {
  const raw = randomString(CODE_LENGTH);
  await codes.insert(db, {
    type: code.type,
    codeHash: hashToken(raw),
    memberId: code.memberId,
    email: code.email?.toLowerCase() ?? null,
    payload: code.payload ?? null,
    createdAt: new Date(code.now),
    expiresAt: new Date(code.now + CODE_TTL_MS),
  });
  return raw;
}

/** spec 000 §2.8: the emailed link, `${PUBLIC_URL}/redirect/{requestType}/{code}`. */
export function codeLink(publicUrl: string, type: ClaimType, code: string): string {
  return new URL(codeLinkPath(type, code), publicUrl).toString();
}

/**
 * Whether another code of this type may be emailed to this address now. Past the hourly limit the
 * request still answers as usual (so the answer reveals nothing) but sends nothing: nobody can use
 * the product to flood someone's inbox.
 */
export async function maySendCode(db: Executor, type: AccountCodeType, email: string, now: number): Promise<boolean> {
  return (await codes.countSentSince(db, type, email.toLowerCase(), new Date(now - HOUR_MS))) < CODE_EMAILS_PER_HOUR;
}

/** Uses up a live code, or throws 400 naming `field`. Run it in the transaction that acts on the code. */
export async function consumeCode(
  db: Executor,
  type: AccountCodeType,
  code: string,
  now: number,
  field = 'code',
): Promise<AccountCode> {
  const row = await codes.consume(db, type, hashToken(code), new Date(now));
  if (!row) throw new AppError('INVALID_INPUT', CODE_INVALID, field);
  return row;
}

/** The live code, left unused, or throws 400 naming `field`. */
export async function checkCode(
  db: Executor,
  type: AccountCodeType,
  code: string,
  now: number,
  field = 'code',
): Promise<AccountCode> {
  const row = await codes.findLive(db, type, hashToken(code), new Date(now));
  if (!row) throw new AppError('INVALID_INPUT', CODE_INVALID, field);
  return row;
}

export const invalidateCodes = (db: Executor, memberId: number, types: AccountCodeType[], now: number) =>
  codes.invalidateForMember(db, memberId, types, new Date(now));
