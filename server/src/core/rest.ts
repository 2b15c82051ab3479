import type { NextFunction, Request, Response } from "express";
import type { ZodType } from "zod";
import { AppError, badRequest, inputErrorFromDatabase, unavailableFromConnection } from "./errors.js";
import { validate } from "./validation.js";
import type { Logger } from "./logger.js";
import { contextFromHeaders, type RequestContext } from "./request.js";
import type { TokenService } from "./tokens.js";

declare module "express-serve-static-core" {
  interface Request {
    ctx: RequestContext;
  }
}

/** Attaches the caller's RequestContext to every /api request. */
export function restContext(tokens: TokenService) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.ctx = await contextFromHeaders(tokens, req.headers, req.ip ?? null);
    next();
  };
}

/** Validates a JSON body with a zod schema; the first problem becomes a 400 a person can read. */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  return validate(schema, body);
}

/** Maps errors of /api routes to the spec's `{ error }` bodies; anything unexpected is a logged 500. */
export function restErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof AppError) {
      res.status(error.status).json({ error: error.message, ...error.extra });
      return;
    }
    const e = error as { type?: string; status?: number; message?: string };
    if (e?.type === "entity.parse.failed") {
      res.status(400).json({ error: "Malformed JSON in request body" });
      return;
    }
    if (e?.type === "entity.too.large") {
      res.status(413).json({ error: "Request body is too large" });
      return;
    }
    const databaseInput = inputErrorFromDatabase(error);
    if (databaseInput) {
      logger.warn({ err: error, path: req.path, requestId: req.ctx?.requestId }, "bad input reached the database");
      res.status(400).json({ error: databaseInput.message, ...databaseInput.extra });
      return;
    }
    const unavailable = unavailableFromConnection(error);
    if (unavailable) {
      logger.warn({ err: error, path: req.path, requestId: req.ctx?.requestId }, "database out of reach");
      res.status(503).set("Retry-After", "5").json({ error: unavailable.message });
      return;
    }
    if (typeof e?.status === "number" && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ error: e.message ?? "Bad request" });
      return;
    }
    logger.error({ err: error, path: req.path, requestId: req.ctx?.requestId }, "unhandled error in REST route");
    res.status(500).json({ error: "Something went wrong on our side. Please try again." });
  };
}
