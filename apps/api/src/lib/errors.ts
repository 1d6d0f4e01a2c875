/**
 * The one error type of the server. Services throw it; the error handler in app.ts maps
 * it to HTTP. `errors` names the fields so the browser can put each message under its input.
 */
export type ErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'session_expired'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'too_many_requests'
  | 'bad_request'
  /** A body over the route's limit (an upload larger than allowed). */
  | 'too_large'
  /** A body of a type the route does not take (an upload that is no photo or PDF). */
  | 'unsupported_type';

const STATUS: Record<ErrorCode, number> = {
  validation: 422,
  unauthenticated: 401,
  session_expired: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  too_many_requests: 429,
  bad_request: 400,
  too_large: 413,
  unsupported_type: 415,
};

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }

  /** A validation failure of one field, answered as 422 with that field's message. */
  static field(field: string, message: string): AppError {
    return new AppError('validation', message, { [field]: [message] });
  }
}
