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
 * resolver can leave out what nobody reads; more names go deeper (`"lists", "items"`: the items of
 * the result's lists). `@include`/`@skip` are not evaluated: a field under them counts as asked for.
 */
export function selectsField(info: GraphQLResolveInfo, ...path: [string, ...string[]]): boolean {
  // The selections of `path[depth]` in `set` (through fragments), gathered from every place it is asked for.
  const fieldsNamed = (set: SelectionSetNode | undefined, name: string, found: SelectionSetNode[], visited: Set<string>): boolean => {
    let any = false;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== name) continue;
        any = true;
        if (selection.selectionSet) found.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        any = fieldsNamed(selection.selectionSet, name, found, visited) || any;
      } else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        any = fieldsNamed(info.fragments[selection.name.value]?.selectionSet, name, found, visited) || any;
      }
    }
    return any;
  };
  let sets = info.fieldNodes.map((node) => node.selectionSet).filter((set): set is SelectionSetNode => set !== undefined);
  for (const name of path) {
    const found: SelectionSetNode[] = [];
    const visited = new Set<string>();
    const any = sets.map((set) => fieldsNamed(set, name, found, visited)).some(Boolean);
    if (!any) return false;
    sets = found;
  }
  return true;
}
