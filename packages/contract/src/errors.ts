/** The error body of every failed call (DESIGN.md §2). */
export interface ErrorBody {
  message: string;
  code: string;
  field?: string;
}

/** Error codes the server answers with, and the HTTP status each maps to. */
export const errorStatus = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_DEACTIVATED: 403,
  /** spec 000 §8: an account with the same email exists but never authorised this provider. */
  SOCIAL_NOT_AUTHORIZED: 403,
  NOT_FOUND: 404,
  UNKNOWN_REQUEST: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** An outside service (maps, review service, SMS, identity provider) is not answering. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
