/**
 * Errors a caller can act on. Both doors map them the same way: REST answers `status` with
 * `{ error: message, ...extra }`, GraphQL answers an error with `extensions.code` and `extensions.http.status`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError(400, message, "BAD_USER_INPUT", extra);
export const unauthorized = (message = "Authentication required", extra?: Record<string, unknown>) =>
  new AppError(401, message, "UNAUTHENTICATED", extra);
export const forbidden = (message = "Forbidden") => new AppError(403, message, "FORBIDDEN");
export const notFound = (message = "Not found") => new AppError(404, message, "NOT_FOUND");
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(409, message, "CONFLICT", extra);
/** The resource (an account) is locked for a while. */
export const locked = (message: string, extra?: Record<string, unknown>) =>
  new AppError(423, message, "LOCKED", extra);
/** A per-address throttle refused the request; `retryAfterSeconds` says when to try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, "RATE_LIMITED", { retryAfterSeconds });

/** A command was decided on a stream version that is no longer current. */
export class ConcurrencyError extends AppError {
  constructor(streamId: string, expected: number, actual: number) {
    super(409, `Stream ${streamId} changed meanwhile (expected version ${expected}, found ${actual})`, "CONFLICT", {
      streamId,
      expectedVersion: expected,
      actualVersion: actual,
    });
  }
}
