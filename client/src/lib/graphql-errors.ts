/** What a failed GraphQL operation means for the UI, independent of how it failed. */
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

export interface OperationFailure {
  /** `graphql`: the server answered with errors; `network`: no usable answer arrived. */
  kind: "graphql" | "network";
  /** The first error message the server gave, if any. */
  message: string | null;
  /** `extensions.code` of the first error, if any (e.g. UNAUTHENTICATED). */
  code: string | null;
  /** The HTTP status, when the failure came with one. */
  status: number | null;
  /** `extensions.reason` of the first error: why access is limited ('trial_expired', 'subscription_expired'). */
  reason?: string | null;
}

interface ErrorBody {
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown; reason?: unknown } }>;
  error?: unknown;
  message?: unknown;
}

function fromBody(bodyText: string): Pick<OperationFailure, "message" | "code" | "reason"> {
  try {
    const body = JSON.parse(bodyText) as ErrorBody;
    const first = body.errors?.[0];
    if (first) {
      return {
        message: typeof first.message === "string" ? first.message : null,
        code: typeof first.extensions?.code === "string" ? first.extensions.code : null,
        reason: typeof first.extensions?.reason === "string" ? first.extensions.reason : null,
      };
    }
    const message = typeof body.error === "string" ? body.error : typeof body.message === "string" ? body.message : null;
    return { message, code: null };
  } catch {
    return { message: null, code: null };
  }
}

/** What a change that needs the server says when it fails because this device is offline. */
export const OFFLINE_FAILURE = "You're offline, and this needs a connection. Try again once you're back online.";

function offline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * A failed operation for the UI. A network failure while the browser is offline carries
 * OFFLINE_FAILURE as its message, so screens that need the server say why instead of "Failed to fetch".
 */
export function describeFailure(error: unknown): OperationFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const reason = first?.extensions?.reason;
    return {
      kind: "graphql",
      message: first?.message ?? null,
      code: typeof code === "string" ? code : null,
      status: null,
      reason: typeof reason === "string" ? reason : null,
    };
  }
  if (ServerError.is(error)) {
    const { message, code, reason } = fromBody(error.bodyText);
    return { kind: message ? "graphql" : "network", message, code, status: error.statusCode, reason: reason ?? null };
  }
  return { kind: "network", message: offline() ? OFFLINE_FAILURE : null, code: null, status: null };
}

export function isUnauthenticated(failure: OperationFailure): boolean {
  return failure.code === "UNAUTHENTICATED" || failure.status === 401;
}
