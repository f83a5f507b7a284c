import { errorStatus, type ErrorBody, type ErrorCode } from '@stagepass/contract/errors';

/** An error a caller may see: its message is shown to the user as is (DESIGN.md §2). */
export class AppError extends Error {
  readonly status: number;
  /** A 429's Retry-After: the seconds until the request may be made again. */
  retryAfterSeconds?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }

  /** A limit reached: 429 with a Retry-After of `retryAfterSeconds` (app.ts sends it). */
  static tooManyRequests(message: string, retryAfterSeconds: number, field?: string): AppError {
    const error = new AppError('TOO_MANY_REQUESTS', message, field);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }
}
