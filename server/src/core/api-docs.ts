import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { Router, type RequestHandler } from "express";
import { z, type ZodObject, type ZodType } from "zod";

/**
 * REST routes document themselves: a module registers each route through `routeOn(router)` (or calls
 * `describeRoute` beside a plain `router.get/post`), and GET /api/openapi.json is generated from those
 * entries and the zod schemas the routes validate with. There is no central list: whatever router a
 * module's manifest returns is described by the entries made on it.
 */

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call a route: `required` a live session with full access (401 otherwise, also when the trial
 * or subscription has ended), `limited` any live session including one limited to the subscription
 * page, `optional` with or without a token, `none` no token is read.
 */
export type RouteAuth = "required" | "limited" | "optional" | "none";

export interface RouteResponse {
  description: string;
  /** The JSON body; omit for an empty answer (204). */
  schema?: ZodType;
  /** Content type of a non-JSON body (e.g. `image/*`); its body is described as binary. */
  contentType?: string;
}

export interface RouteDoc {
  method: HttpMethod;
  /** Express path relative to /api, e.g. `/shopping-lists/:listId`. */
  path: string;
  summary: string;
  description?: string;
  /** Groups the operation in the reference (defaults to the router's tag). */
  tag?: string;
  auth: RouteAuth;
  /** Roles the caller must have (403 otherwise). */
  roles?: readonly string[];
  /** The JSON body the route validates (with `parseBody`). */
  body?: ZodType;
  /** Content types of a non-JSON body the route reads itself (e.g. an image's bytes); described as binary. */
  bodyContentTypes?: readonly string[];
  query?: ZodObject;
  /** Path parameters; by default every `:name` of the path is a string. */
  params?: ZodObject;
  /** Successful answers by status. */
  responses: Record<number, RouteResponse>;
  /** Error answers besides the ones every route of its kind has (400 body, 401 auth, 404 ids, 413): status → when. */
  errors?: Record<number, string>;
  /** The command honours an `Idempotency-Key` header (default: every non-GET route that takes a token). */
  idempotent?: boolean;
}

const docs = new WeakMap<Router, RouteDoc[]>();

/** Records the OpenAPI entry of a route registered on `router` the usual way. */
export function describeRoute(router: Router, doc: RouteDoc): void {
  const list = docs.get(router) ?? [];
  list.push(doc);
  docs.set(router, list);
}

/** The documentation entries made on a router. */
export function routeDocs(router: Router): readonly RouteDoc[] {
  return docs.get(router) ?? [];
}

/**
 * Registers handlers and their documentation in one call:
 * `const route = routeOn(router, "Shopping lists"); route({ method: "get", path, ... }, handler)`.
 */
export function routeOn(router: Router, tag: string) {
  // `:name` parameters are always single strings (the paths have no wildcards: see openApiPath).
  return (doc: Omit<RouteDoc, "tag"> & { tag?: string }, ...handlers: RequestHandler<Record<string, string>>[]): void => {
    (router[doc.method] as (path: string, ...h: RequestHandler<Record<string, string>>[]) => unknown).call(router, doc.path, ...handlers);
    describeRoute(router, { tag, ...doc });
  };
}

/** Every REST error: `{ error }` with a message a person can read, plus details some errors add. */
export const ErrorBody = z
  .object({
    error: z.string().meta({ description: "What went wrong, in words for a person" }),
    status: z.string().optional().meta({
      description: "Why access is limited (401 of a signed-in caller): trial_expired or subscription_expired",
    }),
    retryAfterSeconds: z.number().int().optional().meta({ description: "429: seconds until a new attempt may succeed" }),
  })
  .catchall(z.unknown())
  .meta({ id: "Error", description: "The body of every REST error" });

/** ISO 8601 date and time in UTC, e.g. 2026-11-23T09:30:00.000Z. */
export const isoDateTime = z.string().meta({ format: "date-time", example: "2026-11-23T09:30:00.000Z" });

/** Express `/a/:id/b` → OpenAPI `/api/a/{id}/b`. */
export function openApiPath(expressPath: string): string {
  if (/[*?()[\]]/.test(expressPath)) throw new Error(`describe ${expressPath} by hand: only :name parameters are supported`);
  return `/api${expressPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;
}

function pathParams(expressPath: string): string[] {
  return [...expressPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}

const json = (schema: ZodType) => ({ "application/json": { schema } });

/** Routes whose command honours an Idempotency-Key header. */
function isIdempotent(doc: RouteDoc): boolean {
  return doc.idempotent ?? (doc.method !== "get" && (doc.auth === "required" || doc.auth === "limited"));
}

function errorResponses(doc: RouteDoc): Record<number, string> {
  const errors: Record<number, string> = {};
  if (doc.body || doc.bodyContentTypes) {
    errors[400] = "The body is not a JSON object, is malformed, or a field is invalid (the message names it)";
    errors[413] = "The body is larger than the route accepts";
  }
  if (doc.auth === "required") {
    errors[401] = "No valid token, the session has ended, or the trial or subscription has ended (`status` says which)";
  } else if (doc.auth === "limited") {
    errors[401] = "No valid token, or the session has ended";
  }
  if (doc.roles) errors[403] = `Only ${doc.roles.join(" or ")} may do this`;
  if (pathParams(doc.path).length > 0) errors[404] = "Unknown id, or one that belongs to another household";
  if (isIdempotent(doc)) errors[422] = "The Idempotency-Key was already used for a different call (another route or path)";
  return { ...errors, ...doc.errors };
}

function security(auth: RouteAuth): Record<string, string[]>[] {
  if (auth === "none") return [];
  if (auth === "optional") return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

export interface OpenApiInfo {
  version: string;
  serverUrl?: string;
}

/** The OpenAPI 3.1 document of every route described on `routers` (mounted under /api). */
export function buildOpenApiDocument(routers: readonly Router[], info: OpenApiInfo) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The token answered by POST /api/login, POST /api/register or POST /api/auth/refresh.",
  });
  const seen = new Set<string>();
  for (const router of routers) {
    for (const doc of routeDocs(router)) {
      const path = openApiPath(doc.path);
      const key = `${doc.method} ${path}`;
      if (seen.has(key)) throw new Error(`${key} is documented twice`);
      seen.add(key);
      const names = pathParams(doc.path);
      const params = doc.params ?? (names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined);
      const idempotent = isIdempotent(doc);
      const headers = idempotent
        ? z.object({
            "Idempotency-Key": z.string().min(1).max(200).optional().meta({
              description:
                "Any text up to 200 characters. The same key again within the household for the same call records nothing and answers as the first time did; with another call it is refused (422).",
            }),
          })
        : undefined;
      const responses: Record<string, { description: string; content?: Record<string, { schema: ZodType }> }> = {};
      for (const [status, response] of Object.entries(doc.responses)) {
        responses[status] = {
          description: response.description,
          ...(response.schema
            ? { content: json(response.schema) }
            : response.contentType
              ? { content: { [response.contentType]: { schema: z.string().meta({ format: "binary" }) } } }
              : {}),
        };
      }
      for (const [status, description] of Object.entries(errorResponses(doc))) {
        responses[status] = { description, content: json(ErrorBody) };
      }
      registry.registerPath({
        method: doc.method,
        path,
        summary: doc.summary,
        ...(doc.description ? { description: doc.description } : {}),
        tags: doc.tag ? [doc.tag] : undefined,
        security: security(doc.auth),
        request: {
          ...(params ? { params } : {}),
          ...(doc.query ? { query: doc.query } : {}),
          ...(headers ? { headers } : {}),
          ...(doc.body ? { body: { required: true, content: json(doc.body) } } : {}),
          ...(!doc.body && doc.bodyContentTypes
            ? {
                body: {
                  required: true,
                  content: Object.fromEntries(doc.bodyContentTypes.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }])),
                },
              }
            : {}),
        },
        responses,
      });
    }
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Hearth REST API",
      version: info.version,
      description:
        "The REST paths of Hearth, a household and kitchen manager. Every answer is JSON; every error is `{ error }`. " +
        "GraphQL (POST or GET /graphql, subscriptions over graphql-ws on the same path) offers everything and more: see /developers.",
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
  });
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/**
 * GET /api/openapi.json: the document of `routers` and of itself, built on first request (every route is
 * registered by then) and cached. Public: the paths and shapes are those the developer page teaches.
 */
export function openApiRoutes(routers: () => readonly Router[]): Router {
  const router = Router();
  let document: OpenApiDocument | undefined;
  routeOn(router, "API description")(
    {
      method: "get",
      path: "/openapi.json",
      summary: "This document",
      description: "The OpenAPI 3.1 description of every REST path, generated from the schemas the routes validate with.",
      auth: "none",
      responses: {
        200: {
          description: "The OpenAPI document",
          schema: z.object({ openapi: z.string(), info: z.object({}).catchall(z.unknown()), paths: z.record(z.string(), z.unknown()) }).catchall(z.unknown()),
        },
      },
    },
    (_req, res) => {
      document ??= buildOpenApiDocument([...routers(), router], { version: API_VERSION });
      res.json(document);
    },
  );
  return router;
}

const API_VERSION = "1.0.0";
