import { randomUUID } from "node:crypto";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { grantRole } from "../../src/modules/accounts/index.js";
import { startGoogleCalendarStandIn } from "../support/google-calendar-stand-in.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "../support/test-app.js";
import type { Fixture, Role } from "../tenant/tenant.js";

/** A small but real WebP file (RIFF container, VP8L lossless 1x1). */
const WEBP = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
export const SCREENSHOT = `data:image/webp;base64,${WEBP.toString("base64")}`;
export const PASSWORD = "kitchen-secret";

export interface Caller {
  role: Role;
  email: string | null;
  token: string | null;
}

export interface TenantWorld {
  app: TestApp;
  fixture: Fixture;
  callers: Record<Role, Caller>;
  /** Every string that belongs to household A: ids, names, the holder's address. */
  markers: Set<string>;
  /** Signs a caller in again (a fresh session), when it has an account that can sign in. */
  signIn(caller: Caller): Promise<string | null>;
  ws(token: string | null): Client;
  stop(): Promise<void>;
}

const DAY = 86_400_000;

async function mailedToken(app: TestApp, email: string, pattern: RegExp): Promise<string> {
  const rows = await app.db
    .em()
    .execute<{ text_body: string }[]>("select text_body from mail_outbox where recipient = ? order by created_at desc", [email]);
  const match = rows.map((r) => pattern.exec(r.text_body)).find(Boolean);
  if (!match) throw new Error(`no mail with a link for ${email}`);
  return decodeURIComponent(match[1]);
}

function ok<T>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Builds household A (lists, items, family members, a checkout, a bug report) and one caller per role. */
export async function buildTenantWorld(): Promise<TenantWorld> {
  let offset = 0;
  // Real Postgres: the embedded database shares the test's one thread, and the matrix makes ~1,000 calls.
  // The calendar's Google sync talks to a local stand-in; its .ics subscriptions may reach 127.0.0.2 (calendar.tenant.ts).
  const googleCalendar = await startGoogleCalendarStandIn();
  const app = await startTestApp({
    backend: "postgres",
    now: () => new Date(Date.now() + offset),
    config: { googleCalendar: googleCalendar.config },
    fetchAllowAddresses: ["127.0.0.2"],
  });
  const mark = `amark${randomUUID().slice(0, 8)}`;
  const markers = new Set<string>([mark]);
  let counter = 0;
  const unique = (label: string) => `${label}-${++counter}-${randomUUID().slice(0, 6)}`;
  const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`.toLowerCase();

  // A household whose trial ended: registered 20 days ago (the trial is 14).
  offset = -20 * DAY;
  const expiredEmail = email("expired");
  await registerUser(app, { email: expiredEmail, username: "Lapsed Household" });
  offset = 0;

  const ownerEmail = email(`owner-${mark}`);
  const owner = await registerUser(app, { email: ownerEmail, username: `Holder ${mark}` });
  const ownerToken = owner.token;
  const me = await gql(app, "{ me { id householdId } }", {}, ownerToken);
  const ownerId: string = me.data.me.id;
  const householdId: string = me.data.me.householdId;
  markers.add(ownerEmail).add(ownerId).add(householdId);

  const as = (method: string, path: string, body?: unknown) => api(app, method, `/api${path}`, { token: ownerToken, body });
  const ownerGql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(app, query, variables, ownerToken);
    if (res.errors) throw new Error(`owner call failed: ${JSON.stringify(res.errors)}`);
    return res.data;
  };

  const freshList = async () => {
    const list = ok(await as("POST", "/shopping-lists", { name: `List ${mark} ${++counter}` }), "create list") as { id: string };
    const item = ok(await as("POST", `/shopping-lists/${list.id}/items`, { name: `Item ${mark} ${counter}` }), "add item") as { id: string };
    markers.add(list.id).add(item.id);
    return { listId: list.id, itemId: item.id };
  };
  const freshFamilyMember = async (name = `Kid ${mark} ${++counter}`) => {
    const member = ok(await as("POST", "/family-members", { name }), "add family member") as { id: string };
    markers.add(member.id);
    return member.id;
  };
  const freshCheckout = async () => {
    const data = (await ownerGql("mutation { startCheckout(plan: monthly) { checkoutId } }")) as { startCheckout: { checkoutId: string } };
    markers.add(data.startCheckout.checkoutId);
    return data.startCheckout.checkoutId;
  };
  const freshBugReport = async () => {
    const res = ok(
      await as("POST", "/bug-reports", {
        title: `Broken ${mark}`,
        description: `Described by ${mark}`,
        email: ownerEmail,
        screenshot: SCREENSHOT,
      }),
      "bug report",
    ) as { id: string };
    markers.add(res.id);
    return res.id;
  };

  const first = await freshList();
  const second = await freshList();
  const familyMemberId = await freshFamilyMember();

  // A family member with an account (invited, set up), and one whose account was then disabled.
  const joined = async (label: string) => {
    const id = await freshFamilyMember(`${label} ${mark}`);
    const address = email(`${label}-${mark}`);
    ok(await as("POST", `/family-members/${id}/invite`, { email: address }), "invite");
    const token = await mailedToken(app, address, /\/family-member\/setup\?token=([A-Za-z0-9_%-]+)/);
    const setup = ok(await api(app, "POST", "/api/family-members/setup", { body: { token, password: PASSWORD } }), "setup") as {
      token: string;
      user: { id: string };
    };
    markers.add(setup.user.id).add(address);
    return { id, email: address, token: setup.token };
  };
  const member = await joined("Member");
  const disabled = await joined("Disabled");
  ok(await as("POST", `/family-members/${disabled.id}/deactivate`), "deactivate");

  const other = await registerUser(app, { email: email("other"), username: "Neighbour" });
  const moderator = await registerUser(app, { email: email("moderator"), username: "Moderator" });
  const admin = await registerUser(app, { email: email("admin"), username: "Admin" });
  const deps = { db: app.db, store: app.store, now: () => new Date() };
  await grantRole(deps, moderator.email, "moderator", "tenant-matrix");
  await grantRole(deps, admin.email, "admin", "tenant-matrix");

  const signIn = async (caller: Caller): Promise<string | null> => {
    if (!caller.email || caller.role === "disabled") return caller.token;
    const res = await api(app, "POST", "/api/login", { body: { email: caller.email, password: PASSWORD } });
    return ok(res, `sign-in of ${caller.role}`).token as string;
  };
  const expired: Caller = { role: "expired", email: expiredEmail, token: null };
  expired.token = await signIn(expired);

  const callers: Record<Role, Caller> = {
    owner: { role: "owner", email: ownerEmail, token: ownerToken },
    member: { role: "member", email: member.email, token: member.token },
    anonymous: { role: "anonymous", email: null, token: null },
    other: { role: "other", email: other.email, token: other.token },
    disabled: { role: "disabled", email: disabled.email, token: disabled.token },
    expired,
    moderator: { role: "moderator", email: moderator.email, token: moderator.token },
    admin: { role: "admin", email: admin.email, token: admin.token },
  };

  const fixture: Fixture = {
    householdId,
    ownerId,
    ownerEmail,
    listId: first.listId,
    itemId: first.itemId,
    secondListId: second.listId,
    familyMemberId,
    checkoutId: await freshCheckout(),
    bugReportId: await freshBugReport(),
    freshList,
    freshFamilyMember: () => freshFamilyMember(),
    freshCheckout,
    freshBugReport,
    ownerGql,
    unique,
    ownerFetch: (path, init = {}) =>
      fetch(`${app.url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${ownerToken}` } }),
    remember(value, ...more) {
      for (const v of [value, ...more]) markers.add(v);
      return value;
    },
    mark,
  };

  const sockets: Client[] = [];
  return {
    app,
    fixture,
    callers,
    markers,
    signIn,
    ws(token) {
      const client = createClient({
        url: `${app.url.replace(/^http/, "ws")}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: token ? { authorization: `Bearer ${token}` } : {},
        retryAttempts: 0,
        lazy: true,
      });
      sockets.push(client);
      return client;
    },
    async stop() {
      await googleCalendar.close();
      await Promise.all(sockets.map((s) => s.dispose()));
      await app.stop();
    },
  };
}
