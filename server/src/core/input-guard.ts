import type { NextFunction, Request, Response, Router } from "express";
import { badRequest, notFound } from "./errors.js";

/**
 * One rule for every piece of text a caller sends, whichever door it comes through (REST bodies and
 * query strings, GraphQL literals and variables): no C0 control characters except tab, newline and
 * carriage return, no lone UTF-16 surrogates, no `__proto__`/`constructor`/`prototype` keys, and no
 * nesting deeper than MAX_INPUT_DEPTH. It runs before any route or resolver sees the input, so none
 * of them opts in by hand.
 */

/** NUL and the other C0 controls, except \t (09), \n (0A) and \r (0D). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Keys that mean something to JavaScript objects; no Hearth input uses them. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
/** Deepest nesting of objects and arrays accepted in one input (Hearth's deepest body is 3). */
export const MAX_INPUT_DEPTH = 32;

export const CONTROL_CHARACTER_MESSAGE = "Text may not contain control characters";
export const LONE_SURROGATE_MESSAGE = "Text may not contain broken Unicode (a lone surrogate)";
export const FORBIDDEN_KEY_MESSAGE = "Input may not use the key";
export const TOO_DEEP_MESSAGE = `Input is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;

export interface InputProblem {
  message: string;
  /** Where the problem is, e.g. `items[2].name` (empty for the input itself). */
  field: string;
}

/** The problem with one string, if any. */
export function textProblem(text: string): string | null {
  if (CONTROL.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

function childPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (parent ? `${parent}.${key}` : key) : `${parent}[${JSON.stringify(key)}]`;
}

/**
 * Walks a parsed input (objects, arrays, strings at any depth; iteratively, so a hostile nesting
 * cannot overflow the stack) and answers the first problem found, or null.
 */
export function findInputProblem(value: unknown, root = ""): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === "string") {
      const problem = textProblem(current);
      if (problem) return { message: problem, field: path };
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) return { message: TOO_DEEP_MESSAGE, field: path };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: childPath(path, i), depth: depth + 1 });
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i];
      const keyPath = childPath(path, key);
      if (FORBIDDEN_KEYS.has(key)) return { message: `${FORBIDDEN_KEY_MESSAGE} "${key}"`, field: keyPath };
      const problem = textProblem(key);
      if (problem) return { message: problem, field: path };
      stack.push({ value: (current as Record<string, unknown>)[key], path: keyPath, depth: depth + 1 });
    }
  }
  return null;
}

/** Throws the 400 of the input rule when `value` breaks it. */
export function assertSafeInput(value: unknown, root = ""): void {
  const problem = findInputProblem(value, root);
  if (problem) throw badRequest(problem.field ? `${problem.message} (${problem.field})` : problem.message, problem.field ? { field: problem.field } : {});
}

/** REST: checks the parsed JSON body and the query string of every /api request. */
export function restInputGuard() {
  return (req: Request, _res: Response, next: NextFunction) => {
    try {
      if (req.body !== undefined && !Buffer.isBuffer(req.body)) assertSafeInput(req.body);
      assertSafeInput(req.query, "query");
      next();
    } catch (error) {
      next(error);
    }
  };
}

// ---------------------------------------------------------------------------------------------------
// Ids in paths

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Route parameters named `id` or ending in `Id` (`listId`, `itemId`) name records, and records have UUIDs. */
export function isIdParam(name: string): boolean {
  return name === "id" || /[a-z0-9]Id$/.test(name);
}

/** A not-found wording, or one chosen from the request (the other parameters of the route). */
export type NotFoundWording = string | ((req: Request) => string);

const notFoundWordings = new WeakMap<Router, Record<string, NotFoundWording>>();

/**
 * The module's own not-found wording for a malformed id in one of its route parameters (e.g.
 * `{ itemId: 'Shopping item not found' }`); without one the answer is `{ error: 'Not found' }`.
 * Only the wording: the check itself applies to every router whether or not this is called.
 */
export function describeIdParams(router: Router, wording: Record<string, NotFoundWording>): Router {
  notFoundWordings.set(router, { ...(notFoundWordings.get(router) ?? {}), ...wording });
  return router;
}

interface LayerLike {
  route?: { path?: unknown };
  handle?: { stack?: LayerLike[]; params?: unknown; param?: unknown };
}

function paramNames(path: unknown, into: Set<string>): void {
  if (Array.isArray(path)) {
    for (const p of path) paramNames(p, into);
    return;
  }
  if (typeof path !== "string") return;
  for (const match of path.matchAll(/:([A-Za-z_$][\w$]*)/g)) into.add(match[1]);
}

/**
 * Installs the id check on a router (and the routers nested in it) for every `id`/`…Id` parameter its
 * routes declare: a value that is not a UUID answers 404 before the route runs or SQL sees it.
 * createHttpApp calls this for every module router, so routes never opt in by hand.
 */
export function guardIdParams(router: Router, wording: Record<string, NotFoundWording> = {}): void {
  const own = { ...wording, ...(notFoundWordings.get(router) ?? {}) };
  const names = new Set<string>();
  for (const layer of (router as unknown as { stack: LayerLike[] }).stack ?? []) {
    if (layer.route) paramNames(layer.route.path, names);
    const nested = layer.handle;
    if (nested && Array.isArray(nested.stack) && typeof nested.param === "function") {
      guardIdParams(nested as unknown as Router, own);
    }
  }
  const installed = ((router as unknown as { __hearthIdGuard?: Set<string> }).__hearthIdGuard ??= new Set());
  for (const name of names) {
    if (!isIdParam(name) || installed.has(name)) continue;
    installed.add(name);
    const wordingOf = own[name] ?? "Not found";
    router.param(name, (req, _res, next, value: unknown) => {
      if (isUuid(value)) return next();
      next(notFound(typeof wordingOf === "function" ? wordingOf(req) : wordingOf));
    });
  }
}
