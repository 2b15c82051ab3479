import type { Router } from "express";
import type { EntitySchema } from "@mikro-orm/postgresql";
import type { Database } from "./database.js";
import type { EventStore, Projection, Upcaster } from "./event-store.js";
import type { LiveFeeds } from "./live-feed.js";
import type { Logger } from "./logger.js";
import type { TokenService } from "./tokens.js";

/** The shared plumbing every module is built from. */
export interface CoreServices {
  db: Database;
  store: EventStore;
  feeds: LiveFeeds;
  tokens: TokenService;
  logger: Logger;
  /** The clock commands are stamped with; tests pass their own. */
  now(): Date;
}

/** A resolver class and the instance type-graphql should use for it. */
export interface ResolverBinding {
  type: new (...args: any[]) => object;
  instance: object;
}

/** What a running module contributes to the server. */
export interface ModuleParts<Exports = Record<string, never>> {
  resolvers: ResolverBinding[];
  /** REST compatibility routes, mounted under /api. */
  routes?: Router;
  /** Services other modules may use (through this module's index.ts). */
  exports: Exports;
}

/**
 * A module's manifest; boot composes these and nothing else. Entities, projections and upcasters are
 * needed before the database opens; `create` runs once the core exists.
 */
export interface ModuleDefinition<Deps = Record<string, never>, Exports = Record<string, never>> {
  name: string;
  entities: EntitySchema<any, any>[];
  projections: Projection[];
  upcasters?: Record<string, Upcaster>;
  create(core: CoreServices, deps: Deps): ModuleParts<Exports>;
}
