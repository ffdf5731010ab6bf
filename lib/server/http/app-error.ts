import "server-only";

export type TErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "UNPROCESSABLE"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE";

/** The one table that maps our error codes to HTTP statuses. */
export const statusOfError: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

export type TFieldErrors = Record<string, string[]>;

type TAppErrorOptions = { errors?: TFieldErrors; errorCode?: number; retryAfterSeconds?: number; extra?: Record<string, unknown> };

/** The one error type services throw; the route kit turns it into `{ message, errors?, errorCode? }`. */
export class AppError extends Error {
  readonly errors?: TFieldErrors;
  readonly errorCode?: number;
  readonly retryAfterSeconds?: number;
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly code: TErrorCode,
    message: string,
    options: TAppErrorOptions = {},
  ) {
    super(message);
    this.errors = options.errors;
    this.errorCode = options.errorCode;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.extra = options.extra;
  }

  get status(): number {
    return statusOfError[this.code];
  }
}

export const badRequest = (message: string, errors?: TFieldErrors) => new AppError("BAD_REQUEST", message, { errors });
