import { GraphQLError, Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import { badRequest } from "./errors.js";
import type { LiveFeeds } from "./live-feed.js";
import type { RequestContext, RequireAuthOptions } from "./request.js";
import { requireAuth } from "./request.js";
import type { TokenClaims } from "./tokens.js";

/** What every resolver receives, over HTTP and over the WebSocket alike. */
export interface GraphQLContext extends RequestContext {
  feeds: LiveFeeds;
}

/** The verified caller of a resolver; errors carry the same message and status as REST. */
export function callerOf(ctx: GraphQLContext, options?: RequireAuthOptions): TokenClaims {
  return requireAuth(ctx, options);
}

/** Parses the `since` argument of a subscription. */
export function sinceArg(since: number | null | undefined): number | null {
  if (since === null || since === undefined) return null;
  if (!Number.isInteger(since) || since < 0) {
    throw new GraphQLError("since must be a sequence number of 0 or more", { extensions: { code: "BAD_USER_INPUT" } });
  }
  return since;
}

/** Idempotency keys from GraphQL arguments follow the header's rule: 1 to 200 characters. */
export function checkIdempotencyKey(key: string | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  const trimmed = key.trim();
  if (!trimmed || trimmed.length > 200) throw badRequest("idempotencyKey must be 1 to 200 characters");
  return trimmed;
}

/** The context a mutation runs its command with: the `idempotencyKey` argument, when given, is the command's key. */
export function withIdempotencyKey(ctx: GraphQLContext, idempotencyKey: string | null | undefined): GraphQLContext {
  const key = checkIdempotencyKey(idempotencyKey);
  return key ? { ...ctx, idempotencyKey: key } : ctx;
}

/**
 * Whether the operation asks for `field` of this resolver's result (directly, or in a fragment), so a
 * resolver can leave out what nobody reads. `@include`/`@skip` are not evaluated: a field under them
 * counts as asked for.
 */
export function selectsField(info: GraphQLResolveInfo, field: string): boolean {
  const visited = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === field;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      const name = selection.name.value;
      if (visited.has(name)) return false;
      visited.add(name);
      return within(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
