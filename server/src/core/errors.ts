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
/** An idempotency key sent again with another operation than the one it was first used for. */
export const idempotencyKeyReused = () =>
  new AppError(422, "This idempotency key was already used for a different change; send this one with a new key.", "IDEMPOTENCY_KEY_REUSED");
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

/**
 * Postgres data exceptions that only bad input can cause (a text that is not a UUID, a byte sequence
 * the encoding refuses, a value too long or out of range). Every door checks input before SQL; this is
 * the safety net that keeps one it missed a 400 instead of a 500.
 */
const INPUT_SQLSTATES = new Set(["22P02", "22021", "22001", "22003", "22007", "22008", "54000"]);

/** A unique violation: what the request creates exists already. */
const UNIQUE_VIOLATION = "23505";

/**
 * The 4xx for a database error caused by the request, or null when the error is something else: a
 * data exception is a 400; a unique violation a 409. Commands check the ids a client chooses inside
 * their transaction (an id of another household's stream is a 409, never an overwrite); where an id
 * names a row of a household-wide stream (a chore, a reward, a calendar event), the read model's
 * primary key is what finds it taken, and the transaction has rolled back.
 */
export function inputErrorFromDatabase(error: unknown): AppError | null {
  let current: unknown = error;
  for (let i = 0; i < 4 && current && typeof current === "object"; i++) {
    const candidate = current as { code?: unknown; sqlState?: unknown; constraint?: unknown; cause?: unknown; originalError?: unknown };
    const code = typeof candidate.sqlState === "string" ? candidate.sqlState : candidate.code;
    if (typeof code === "string" && INPUT_SQLSTATES.has(code)) {
      return badRequest("A value in this request is not valid", { reason: "invalid_value" });
    }
    if (code === UNIQUE_VIOLATION) {
      const primaryKey = typeof candidate.constraint === "string" && candidate.constraint.endsWith("_pkey");
      return conflict(primaryKey ? "This id is already in use; choose another" : "This already exists");
    }
    current = candidate.originalError ?? candidate.cause;
  }
  return null;
}

/** The instance cannot reach its database for now: callers get a 503 and try again. */
export const serviceUnavailable = () =>
  new AppError(503, "Hearth cannot reach its database right now. Please try again in a moment.", "SERVICE_UNAVAILABLE");

/**
 * The connection was lost while COMMIT was on its way and the database stayed out of reach, so the
 * instance cannot tell whether the change was stored. Sent again with the same Idempotency-Key, it is
 * stored once either way.
 */
export const outcomeUnknown = () =>
  new AppError(
    503,
    "Hearth lost its database connection while saving this change and cannot tell yet whether it was saved. Send it again with the same Idempotency-Key: it will be saved once.",
    "SERVICE_UNAVAILABLE",
    { outcomeUnknown: true },
  );

/** The instance is shutting down and takes no new command: callers try again (on another instance, or after the restart). */
export const shuttingDown = () =>
  new AppError(503, "Hearth is restarting. Please try again in a moment.", "SERVICE_UNAVAILABLE");

/**
 * Network errno codes, Postgres connection SQLSTATEs (class 08, 57P01-57P03) and pool/driver wording.
 * "Transaction query already complete" is how knex answers the first statement of a transaction whose
 * connection dropped right after BEGIN: it has already rolled the transaction back and kept the cause.
 */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN", "57P01", "57P02", "57P03"]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|Timeout acquiring a connection|Connection ended unexpectedly|server closed the connection|the database system is (starting|shutting) up|Client was closed|Unable to acquire a connection|Transaction query already complete|timeout exceeded when trying to connect/i;

/** A 503 when `error` says the database is out of reach (not a bug of ours, not the caller's fault); else null. */
export function unavailableFromConnection(error: unknown): AppError | null {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === "object"; i++) {
    const candidate = current as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown; originalError?: unknown };
    const code = typeof candidate.sqlState === "string" ? candidate.sqlState : candidate.code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return serviceUnavailable();
    if (typeof candidate.message === "string" && CONNECTION_MESSAGES.test(candidate.message)) return serviceUnavailable();
    current = candidate.originalError ?? candidate.cause;
  }
  return null;
}
