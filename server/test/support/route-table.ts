import type { Router } from "express";
import { getNamedType, isInputObjectType, isListType, isNonNullType, type GraphQLSchema } from "graphql";

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD /path` the routers answer (paths as declared, under /api). */
export function routeTable(routers: Router[]): string[] {
  const out = new Set<string>();
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== "_all")) {
          for (const p of paths) out.add(`${method.toUpperCase()} ${p}`);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  for (const router of routers) walk((router as unknown as { stack: Layer[] }).stack);
  return [...out].sort();
}

/** Every root field of the schema, as `Query.me`, `Mutation.login`, `Subscription.householdEvents`. */
export function operationTable(schema: GraphQLSchema): string[] {
  const out: string[] = [];
  for (const [kind, type] of [
    ["Query", schema.getQueryType()],
    ["Mutation", schema.getMutationType()],
    ["Subscription", schema.getSubscriptionType()],
  ] as const) {
    for (const name of Object.keys(type?.getFields() ?? {})) out.push(`${kind}.${name}`);
  }
  return out.sort();
}

/** Fills `:param` segments of an Express path. */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${pattern}`);
    return encodeURIComponent(params[name]);
  });
}

export { getNamedType, isInputObjectType, isListType, isNonNullType };
