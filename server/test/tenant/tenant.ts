/**
 * The tenant matrix's vocabulary. Each module declares, in `server/test/tenant/<module>.tenant.ts`,
 * one entry per GraphQL field (Query, Mutation, Subscription) and per REST route it adds; the runner
 * (`server/test/security/tenant-matrix.int.test.ts`) fails when an operation of the live schema or
 * router has no entry, and plays every entry as every caller against household A's objects.
 */

/**
 * Who may succeed (everyone else must be denied, and no caller outside household A may ever see A's data):
 * - `public`: anyone, signed in or not (sign-up, sign-in, public config, newsletter, token links).
 * - `signedIn`: any live session, answering the caller's own data (profile, sign-out, refresh).
 * - `subscription`: like signedIn, and a lapsed household's `subscription_only` token is accepted too (billing).
 * - `household`: the people of the household that owns the object: the account holder and its family members.
 * - `owner`: the household's account holder only (managing family members).
 * - `staff`: moderators and admins only (bug reports).
 * - `householdOrStaff`: the household's people, and moderators and admins who curate it (the shared
 *   product catalogue: a household's pending product).
 */
export type AccessClass = "public" | "signedIn" | "subscription" | "household" | "owner" | "staff" | "householdOrStaff";

/** The callers every entry is played as. `owner` is A's account holder: the control that the call reaches A. */
export type Role = "owner" | "member" | "anonymous" | "other" | "disabled" | "expired" | "moderator" | "admin";

/** Household A's objects, made fresh for each run, and helpers to make more on demand. */
export interface Fixture {
  householdId: string;
  ownerId: string;
  ownerEmail: string;
  listId: string;
  secondListId: string;
  itemId: string;
  /** A family member of A who has no account. */
  familyMemberId: string;
  checkoutId: string;
  bugReportId: string;
  /** A new list of A with one item, for calls that destroy what they touch. */
  freshList(): Promise<{ listId: string; itemId: string }>;
  /** A new family member of A (no account), for calls that change or deactivate one. */
  freshFamilyMember(): Promise<string>;
  /** A new pending test checkout of A. */
  freshCheckout(): Promise<string>;
  /** A new bug report filed by A's account holder (with a screenshot). */
  freshBugReport(): Promise<string>;
  /** A's account holder runs a GraphQL operation (triggers for subscription entries). */
  ownerGql(query: string, variables?: Record<string, unknown>): Promise<unknown>;
  /** A unique string. */
  unique(label: string): string;
  /** A's account holder calls /api directly (raw bodies such as a photo upload). */
  ownerFetch(path: string, init?: RequestInit): Promise<Response>;
  /**
   * Marks strings as household A's (ids and names of objects an entry made through `ownerGql`), so the
   * runner fails when any caller outside A sees them. Answers the first value.
   */
  remember<T extends string>(value: T, ...more: string[]): T;
  /** A string that belongs to A: put it in the names of objects an entry makes, so leaks are caught. */
  mark: string;
}

export interface GqlCall {
  query: string;
  variables?: Record<string, unknown>;
}

export interface RestCall {
  body?: unknown;
  /** Path parameters (`:listId` → value); the runner fills the route's pattern. */
  params?: Record<string, string>;
  query?: Record<string, string>;
}

interface EntryBase {
  access: AccessClass;
  /** The caller's session ends or changes (logout, refresh): the runner signs each caller in afresh around it. */
  consumesSession?: boolean;
  /** Callers that must also be denied although the access class would let them through (e.g. a family member). */
  deniedAlso?: Role[];
  /** Why this entry is what it is, when not obvious. */
  note?: string;
  /** Moderators and admins may see A's data in the answer by design (a catalogue feed they curate). */
  staffSeeAll?: boolean;
}

export interface GraphQLEntry extends EntryBase {
  /** `Query.me`, `Mutation.createShoppingList`, `Subscription.householdEvents`. */
  operation: string;
  call(f: Fixture): GqlCall | Promise<GqlCall>;
  /**
   * Subscriptions only: an action of A's account holder that the subscription delivers to A's people
   * (the control). The subscription must select `sequence`; a `since` variable is set by the runner to
   * each caller's own latest sequence (write `since: 0` in the document to replay everything).
   */
  trigger?(f: Fixture): Promise<unknown>;
  /**
   * Subscriptions open to callers whose probe (`householdEvents`) is refused, such as an expired trial's
   * `subscription_only` session: a change the caller makes in its own household (`asCaller` runs a
   * GraphQL operation as the caller) that this subscription itself delivers, so the runner knows the
   * socket has caught up before it looks for A's data in what was sent.
   */
  ownChange?(asCaller: (query: string) => Promise<unknown>): Promise<unknown>;
}

export interface RestEntry extends EntryBase {
  /** `GET /shopping-lists/:listId`, exactly the route's method and path under /api. */
  route: string;
  call(f: Fixture): RestCall | Promise<RestCall>;
  /** Statuses that mean "denied" for this route (default 401, 403, 404). */
  deniedStatuses?: number[];
  /** Statuses besides 2xx that prove the control reached A's object (e.g. a 400 for a body only A's people get to). */
  controlStatuses?: number[];
}

export type TenantEntry = GraphQLEntry | RestEntry;

export const isRestEntry = (e: TenantEntry): e is RestEntry => "route" in e;
