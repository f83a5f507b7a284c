import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@stagepass/domain/accounts';
import { AppError } from '../../rpc/app-error';

// Common-password lists, keyboard patterns and repeats: zxcvbn's dictionaries, loaded once.
zxcvbnOptions.setOptions({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

/** zxcvbn scores 0 (guessable in under 10^3 tries) to 4; below 2 means under 10^6 guesses. */
const MIN_SCORE = 2;

/**
 * Issue #3 security: every new password (registration, reset, change) passes here. Length is also in
 * the contract; this adds the guessability check, with the member's own email and name as words
 * an attacker would try first. Throws 400 naming `field`.
 */
export function assertAcceptablePassword(
  password: string,
  field: string,
  personal: (string | null | undefined)[] = [],
): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new AppError('INVALID_INPUT', PASSWORD_TOO_SHORT, field);
  if (password.length > MAX_PASSWORD_LENGTH) throw new AppError('INVALID_INPUT', PASSWORD_TOO_LONG, field);
  const words = personal
    .filter((w): w is string => !!w)
    .flatMap((w) => [w, ...w.split(/[@.\s_-]+/)])
    .filter((w) => w.length >= 3);
  if (zxcvbn(password, words).score < MIN_SCORE) throw new AppError('INVALID_INPUT', PASSWORD_TOO_COMMON, field);
}
