/**
 * Every failed API call, typed. `status` is the HTTP status, or 0 when the request never got an
 * answer (offline, DNS, CORS, aborted). errors/classifyError turns it into a decision (spec §8).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  url: string;
  method: string;
  body?: unknown;
  /** From the answer's Retry-After (503, 429): how long the server asks us to wait. */
  retryAfterSeconds?: number;

  constructor(init: {
    status: number;
    url: string;
    method: string;
    body?: unknown;
    retryAfterSeconds?: number;
    message?: string;
    cause?: unknown;
  }) {
    super(init.message ?? `${init.method} ${init.url} failed with status ${init.status}`, {
      cause: init.cause,
    });
    this.status = init.status;
    this.url = init.url;
    this.method = init.method;
    this.body = init.body;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
