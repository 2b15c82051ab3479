import { GraphQLError } from "graphql";
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
