/** A route registered on an Express app: method (lower case) and the full path as Express sees it. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Walks an Express 5 app's router stacks (router 2.x layers) and lists every route mounted under
 * `prefix`, including routes of routers mounted there. Routers mounted at other paths are skipped.
 */
export function expressRoutes(app: unknown, prefix = "/api"): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  const walk = (stack: Layer[], base: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) {
          // A RegExp path (the client app's catch-all) prints as /pattern/: under the prefix it would count as undocumented.
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== "_all") found.push({ method, path: `${base}${String(p)}` });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === "string" ? layer.rawPath : "";
        const path = mount === "/" ? base : `${base}${mount}`;
        walk(layer.handle.stack, path);
      }
    }
  };
  const router = (app as { router?: { stack: Layer[] } }).router;
  if (!router) throw new Error("not an Express 5 app");
  walk(router.stack, "");
  return found.filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`));
}

/** Express `/api/a/:id` → OpenAPI `/api/a/{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** Routes of `app` under /api that `document` does not describe. */
export function undocumentedRoutes(app: unknown, document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return expressRoutes(app)
    .filter((r) => !document.paths[toOpenApiPath(r.path)]?.[r.method])
    .map((r) => `${r.method.toUpperCase()} ${r.path}`);
}
