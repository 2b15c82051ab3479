import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { forbidden, unauthorized } from "./errors.js";
import { bearerToken, type TokenClaims, type TokenService } from "./tokens.js";

/** Who is calling and how: the same shape behind a REST route, a GraphQL operation and a socket. */
export interface RequestContext {
  requestId: string;
  /** Verified token claims, or null for an anonymous caller. */
  auth: TokenClaims | null;
  /** The raw bearer token, when valid (refresh needs it). */
  token: string | null;
  /** The tab or device, from X-Hearth-Client; echoed on live events as their source. */
  clientId: string | null;
  /** From the Idempotency-Key header. */
  idempotencyKey: string | null;
  /** The caller's network address (per-address throttles); null when unknown (e.g. over the socket). */
  clientAddress: string | null;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function header(headers: IncomingHttpHeaders | Record<string, unknown>, name: string): string | undefined {
  const value = (headers as Record<string, unknown>)[name];
  return Array.isArray(value) ? value[0] : typeof value === "string" ? value : undefined;
}

export async function contextFromHeaders(
  tokens: TokenService,
  headers: IncomingHttpHeaders | Record<string, unknown>,
  clientAddress: string | null = null,
): Promise<RequestContext> {
  const token = bearerToken(header(headers, "authorization"));
  // Signature, expiry and the server-side session behind the token (a retired session answers 401).
  const auth = token ? await tokens.authenticate(token) : null;
  const clientId = header(headers, "x-hearth-client");
  const idempotencyKey = header(headers, "idempotency-key")?.trim();
  return {
    requestId: header(headers, "x-request-id") ?? randomUUID(),
    auth,
    token: auth ? token : null,
    clientId: clientId && CLIENT_ID.test(clientId) ? clientId : null,
    idempotencyKey: idempotencyKey && idempotencyKey.length <= 200 ? idempotencyKey : null,
    clientAddress,
  };
}

export interface RequireAuthOptions {
  /** Subscription endpoints accept tokens limited to 'subscription_only'. */
  allowSubscriptionOnly?: boolean;
}

/** The verified caller, or a 401 the spec's clients understand. */
export function requireAuth(ctx: RequestContext, options: RequireAuthOptions = {}): TokenClaims {
  if (!ctx.auth) throw unauthorized("Authentication required");
  if (ctx.auth.access === "subscription_only" && !options.allowSubscriptionOnly) {
    const status = ctx.auth.status ?? "trial_expired";
    throw unauthorized(
      status === "subscription_expired"
        ? "Your subscription has ended. Please subscribe to continue."
        : "Your trial has expired. Please subscribe to continue.",
      { status },
    );
  }
  return ctx.auth;
}

/** The verified caller when their role is one of `roles` (e.g. ['admin', 'moderator']); 401 or 403 otherwise. */
export function requireRole(
  ctx: RequestContext,
  roles: readonly TokenClaims["role"][],
  options: RequireAuthOptions = {},
): TokenClaims {
  const caller = requireAuth(ctx, options);
  if (!roles.includes(caller.role)) throw forbidden("You do not have permission to do this");
  return caller;
}
