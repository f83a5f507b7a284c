import { errorStatus, type ErrorBody, type ErrorCode } from '@stagepass/contract/errors';

/** An error a caller may see: its message is shown to the user as is (DESIGN.md §2). */
export class AppError extends Error {
  readonly status: number;
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
}
