import { messages } from '@paperless/core';

/** What a call says when no answer came (no network, or the server unreachable). */
export const NETWORK_MESSAGE = messages.serverUnreachable;

/**
 * Every failed call rejects with this: the HTTP status (0 when no answer came) and the body.
 * Its own module so the query client (on every page, the public ones too) can tell a 4xx from
 * a fault without bringing the API client and its session handling into the entry chunk.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}
