import type { Router } from "express";
import type { EntitySchema } from "@mikro-orm/postgresql";
import type { MigrationEntry } from "./database.js";
import type { Config } from "../config.js";
import type { Database } from "./database.js";
import type { EventStore, Projection, Upcaster } from "./event-store.js";
import type { LiveFeeds } from "./live-feed.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mailer.js";
import type { RateLimiter } from "./rate-limit.js";
import type { TokenService } from "./tokens.js";

/** The shared plumbing every module is built from. */
export interface CoreServices {
  /** The validated configuration the instance was started with. */
  config: Config;
  db: Database;
  store: EventStore;
  feeds: LiveFeeds;
  tokens: TokenService;
  logger: Logger;
  /** The clock commands are stamped with; tests pass their own. */
  now(): Date;
  /** Outgoing mail: SMTP when configured, else the local outbox. */
  mailer: Mailer;
  /** Per-key attempt counters shared by every instance (Redis) or kept in memory. */
  rateLimiter: RateLimiter;
  /** Public address of the app for links in mail (PUBLIC_URL, else this instance's own address). */
  appUrl(): string;
  /** TESTS ONLY (never from configuration): private addresses `safeFetch` may reach, e.g. a local stand-in. */
  fetchAllowAddresses: readonly string[];
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
  /**
   * REST routes that read their own request body (signed webhooks that need the raw bytes, uploads
   * above the shared 1 MB JSON limit), mounted under /api before the shared JSON parser.
   */
  ownBodyRoutes?: Router;
  /** Routes outside /api (e.g. development-only pages), mounted before the client app. */
  pageRoutes?: Router;
  /** Services other modules may use (through this module's index.ts). */
  exports: Exports;
  /** Work to finish before the instance serves requests (e.g. applying configured roles). */
  start?(): Promise<void>;
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
  /**
   * The module's own tables, in `<module>/migrations/`. Names start with a date and a number
   * (`20261123-001-pantry-items`); every module's migrations run together in name order after the
   * foundation ones in `server/src/migrations/`.
   */
  migrations?: MigrationEntry[];
  create(core: CoreServices, deps: Deps): ModuleParts<Exports>;
}
