import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPostgres } from "./support/services.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Family members (spec section 3) through REST and GraphQL: the account holder adds, edits, deactivates
// and invites members; an invited member sets a password and shares the household's data.

const pg = await checkPostgres();
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function setupTokenFor(app: TestApp, email: string): Promise<string> {
  const res = await api(app, "GET", "/dev/outbox.json");
  const mail = (res.body as { to: string; text: string }[]).find((m) => m.to === email);
  const match = mail && /\/family-member\/setup\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation mail to ${email}`);
  return decodeURIComponent(match[1]);
}

for (const backend of ["embedded", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !pg.available)(`family members (${backend})`, () => {
    let app: TestApp;
    let holder: Awaited<ReturnType<typeof registerUser>>;

    beforeAll(async () => {
      app = await startTestApp({ backend, checkResponses: true, config: { devMailOutbox: true } });
      holder = await registerUser(app, { email: uniqueEmail("holder"), username: "Okafor" });
    });
    afterAll(async () => {
      await app?.stop();
    });

    const add = (body: unknown, token = holder.token) => api(app, "POST", "/api/family-members", { token, body });

    it("adds members and lists exactly the spec's fields, oldest first", async () => {
      const ada = await add({ name: "Ada", ageGroup: "child", defaultPortionMultiplier: 0.5 });
      expect(ada.status).toBe(201);
      expect(ada.body).toMatchObject({ id: expect.any(String), name: "Ada", isActive: true, ageGroup: "child", defaultPortionMultiplier: 0.5 });
      // The spec allows the multiplier as a string; without one it is 1.
      const ben = await add({ name: "  Ben ", defaultPortionMultiplier: "1.25" });
      expect(ben.body).toMatchObject({ name: "Ben", ageGroup: null, defaultPortionMultiplier: 1.25 });
      const cy = await add({ name: "Cy" });
      expect(cy.body.defaultPortionMultiplier).toBe(1);

      const list = await api(app, "GET", "/api/family-members", { token: holder.token });
      expect(list.status).toBe(200);
      expect(list.body.map((m: { name: string }) => m.name)).toEqual(["Ada", "Ben", "Cy"]);
      for (const member of list.body) {
        expect(Object.keys(member).sort()).toEqual(["ageGroup", "defaultPortionMultiplier", "id", "isActive", "name"]);
      }
    });

    it.each([
      [{}, "Name is required"],
      [{ name: "   " }, "Name is required"],
      [{ name: "Di", defaultPortionMultiplier: "lots" }, "Portion multiplier must be a number from 0.1 to 5"],
      [{ name: "Di", defaultPortionMultiplier: 9 }, "Portion multiplier must be a number from 0.1 to 5"],
      [{ name: "Di", ageGroup: "grown-up" }, "Age group must be one of baby, toddler, child, teen, adult, senior"],
    ])("refuses %j with 400 '%s'", async (body, error) => {
      const res = await add(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error });
    });

    it("edits, deactivates and reactivates a member", async () => {
      const { body: member } = await add({ name: "Eli", ageGroup: "teen" });
      const edited = await api(app, "PATCH", `/api/family-members/${member.id}`, {
        token: holder.token,
        body: { name: "Elijah", defaultPortionMultiplier: 1.5, ageGroup: null },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: "Elijah", defaultPortionMultiplier: 1.5, ageGroup: null, isActive: true });

      const off = await api(app, "POST", `/api/family-members/${member.id}/deactivate`, { token: holder.token });
      expect(off.body.isActive).toBe(false);
      const on = await api(app, "PATCH", `/api/family-members/${member.id}`, { token: holder.token, body: { isActive: true } });
      expect(on.body.isActive).toBe(true);
    });

    it("answers 404 for another household's member or a malformed id, and 401 anonymously", async () => {
      const { body: member } = await add({ name: "Fay" });
      const stranger = await registerUser(app, { email: uniqueEmail("stranger") });
      const foreign = await api(app, "PATCH", `/api/family-members/${member.id}`, { token: stranger.token, body: { name: "Mine" } });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ error: "Family member not found" });
      expect((await api(app, "POST", `/api/family-members/not-a-uuid/deactivate`, { token: holder.token })).status).toBe(404);
      expect((await api(app, "POST", "/api/family-members", { body: { name: "X" } })).status).toBe(401);
      const strangerList = await api(app, "GET", "/api/family-members", { token: stranger.token });
      expect(strangerList.body).toEqual([]);
    });

    it("an invited member sets a password, signs in as a family member and shares the household", async () => {
      const { body: member } = await add({ name: "Grace", ageGroup: "adult" });
      const email = uniqueEmail("grace");
      const invited = await api(app, "POST", `/api/family-members/${member.id}/invite`, { token: holder.token, body: { email } });
      expect(invited.status).toBe(200);
      expect(invited.body).toMatchObject({ success: true, message: `Invitation sent to ${email}` });

      const token = await setupTokenFor(app, email);
      const invitation = await api(app, "GET", `/api/family-members/setup?token=${encodeURIComponent(token)}`);
      expect(invitation.body).toMatchObject({ memberName: "Grace", email, householdName: "Okafor's household" });

      const short = await api(app, "POST", "/api/family-members/setup", { body: { token, password: "123" } });
      expect(short.status).toBe(400);
      expect(short.body.error).toBe("Password must be at least 6 characters long");

      const setup = await api(app, "POST", "/api/family-members/setup", { body: { token, password: "grace-secret" } });
      expect(setup.status).toBe(201);
      expect(setup.body.user).toMatchObject({ email, accountType: "familyMember", familyMemberId: member.id, displayName: "Grace" });
      expect(decodeJwt(setup.body.token)).toMatchObject({
        accountType: "familyMember",
        familyMemberId: member.id,
        householdId: holder.user.householdId,
      });

      // The link works once.
      const again = await api(app, "POST", "/api/family-members/setup", { body: { token, password: "other-secret" } });
      expect(again.status).toBe(400);

      // Signing in later with the password gives the same kind of token.
      const login = await api(app, "POST", "/api/login", { body: { email, password: "grace-secret" } });
      expect(login.status).toBe(200);
      expect(decodeJwt(login.body.token)).toMatchObject({ accountType: "familyMember", familyMemberId: member.id });

      // Same household data; the member may read but not manage the family list.
      const asMember = await api(app, "GET", "/api/family-members", { token: login.body.token });
      const asHolder = await api(app, "GET", "/api/family-members", { token: holder.token });
      expect(asMember.body).toEqual(asHolder.body);
      const status = await api(app, "GET", "/api/subscription/status", { token: login.body.token });
      expect(status.body.subscriptionStatus).toBe("trialing");
      const refused = await add({ name: "Sneaky" }, login.body.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: "Only the account holder can manage family members" });
      const profile = await api(app, "GET", "/api/user/profile", { token: login.body.token });
      expect(profile.body).toMatchObject({ isFamilyMember: true, accountType: "familyMember", displayName: "Grace" });

      // Deactivating the member ends their sessions and stops their sign-in; reactivating restores it.
      await api(app, "POST", `/api/family-members/${member.id}/deactivate`, { token: holder.token });
      expect((await api(app, "GET", "/api/auth/check", { token: login.body.token })).status).toBe(401);
      const disabled = await api(app, "POST", "/api/login", { body: { email, password: "grace-secret" } });
      expect(disabled.status).toBe(403);
      expect(disabled.body.error).toMatch(/disabled/);
      await api(app, "PATCH", `/api/family-members/${member.id}`, { token: holder.token, body: { isActive: true } });
      expect((await api(app, "POST", "/api/login", { body: { email, password: "grace-secret" } })).status).toBe(200);
    });

    it("a new invitation replaces the previous link; used addresses are refused", async () => {
      const { body: member } = await add({ name: "Hal" });
      const first = uniqueEmail("hal-1");
      await api(app, "POST", `/api/family-members/${member.id}/invite`, { token: holder.token, body: { email: first } });
      const firstToken = await setupTokenFor(app, first);
      const second = uniqueEmail("hal-2");
      await api(app, "POST", `/api/family-members/${member.id}/invite`, { token: holder.token, body: { email: second } });

      const stale = await api(app, "POST", "/api/family-members/setup", { body: { token: firstToken, password: "hal-secret" } });
      expect(stale.status).toBe(400);
      expect(stale.body.error).toMatch(/invalid or has expired/);

      const taken = await api(app, "POST", `/api/family-members/${member.id}/invite`, {
        token: holder.token,
        body: { email: holder.email },
      });
      expect(taken.status).toBe(409);
      const bad = await api(app, "POST", `/api/family-members/${member.id}/invite`, { token: holder.token, body: { email: "nope" } });
      expect(bad.status).toBe(400);
    });

    it("keeps a member id the device chose, and a change sent again with its key is recorded once (GraphQL)", async () => {
      const ADD = "mutation ($input: AddFamilyMemberInput!, $key: String) { addFamilyMember(input: $input, idempotencyKey: $key) { id name ageGroup isActive } }";
      const UPDATE =
        "mutation ($id: ID!, $input: UpdateFamilyMemberInput!, $key: String) { updateFamilyMember(id: $id, input: $input, idempotencyKey: $key) { id name isActive } }";
      const DEACTIVATE = "mutation ($id: ID!, $key: String) { deactivateFamilyMember(id: $id, idempotencyKey: $key) { id name isActive } }";
      const syncPoint = async () => (await gql(app, "{ familyMembersSyncPoint }", {}, holder.token)).data.familyMembersSyncPoint as number;
      const id = randomUUID();

      const addKey = randomUUID();
      const added = await gql(app, ADD, { input: { id: id.toUpperCase(), name: "Noor", ageGroup: "toddler" }, key: addKey }, holder.token);
      expect(added.errors).toBeUndefined();
      expect(added.data.addFamilyMember).toEqual({ id, name: "Noor", ageGroup: "toddler", isActive: true });
      const afterAdd = await syncPoint();
      const addedAgain = await gql(app, ADD, { input: { id, name: "Noor", ageGroup: "toddler" }, key: addKey }, holder.token);
      expect(addedAgain.data.addFamilyMember).toEqual(added.data.addFamilyMember);
      expect(await syncPoint()).toBe(afterAdd);

      // A rename sent twice (the outbox after a lost answer) is recorded once: a later rename stands.
      const renameKey = randomUUID();
      const renamed = await gql(app, UPDATE, { id, input: { name: "Noor Amal" }, key: renameKey }, holder.token);
      expect(renamed.data.updateFamilyMember).toEqual({ id, name: "Noor Amal", isActive: true });
      await gql(app, UPDATE, { id, input: { name: "Noor A." } }, holder.token);
      const head = await syncPoint();
      const renamedAgain = await gql(app, UPDATE, { id, input: { name: "Noor Amal" }, key: renameKey }, holder.token);
      expect(renamedAgain.errors).toBeUndefined();
      expect(renamedAgain.data.updateFamilyMember.name).toBe("Noor A.");
      expect(await syncPoint()).toBe(head);

      // Deactivated with a key, reactivated, then the deactivation sent again: still active.
      const offKey = randomUUID();
      expect((await gql(app, DEACTIVATE, { id, key: offKey }, holder.token)).data.deactivateFamilyMember.isActive).toBe(false);
      expect((await gql(app, UPDATE, { id, input: { isActive: true }, key: randomUUID() }, holder.token)).data.updateFamilyMember.isActive).toBe(true);
      const beforeReplay = await syncPoint();
      expect((await gql(app, DEACTIVATE, { id, key: offKey }, holder.token)).data.deactivateFamilyMember.isActive).toBe(true);
      expect(await syncPoint()).toBe(beforeReplay);

      const list = await gql(app, "{ familyMembers { id name } }", {}, holder.token);
      expect(list.data.familyMembers.filter((m: { id: string }) => m.id === id)).toEqual([{ id, name: "Noor A." }]);
    });

    it("refuses a chosen id that is not a UUID (400) or already in use, here or in another household (409)", async () => {
      const ADD = "mutation ($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { id } }";
      const bad = await gql(app, ADD, { input: { id: "member-1", name: "Omar" } }, holder.token);
      expect(bad.errors?.[0]).toMatchObject({ message: "id must be a UUID", extensions: { code: "BAD_USER_INPUT", status: 400 } });

      const id = randomUUID();
      expect((await gql(app, ADD, { input: { id, name: "Omar" } }, holder.token)).data.addFamilyMember).toEqual({ id });
      const twice = await gql(app, ADD, { input: { id, name: "Omar" } }, holder.token);
      expect(twice.errors?.[0]).toMatchObject({ message: "This family member already exists", extensions: { code: "CONFLICT" } });
      const other = await registerUser(app, { email: uniqueEmail("other"), username: "Petrov" });
      const theirs = await gql(app, ADD, { input: { id, name: "Olga" } }, other.token);
      expect(theirs.errors?.[0]).toMatchObject({ message: "This id is already in use; choose another", extensions: { code: "CONFLICT" } });
      expect((await gql(app, "{ familyMembers { id } }", {}, other.token)).data.familyMembers).toEqual([]);

      // The spec's REST route keeps its body: an id sent there is not taken.
      const offered = randomUUID();
      const rest = await add({ id: offered, name: "Pia" });
      expect(rest.status).toBe(201);
      expect(rest.body.id).not.toBe(offered);
      expect(Object.keys(rest.body).sort()).toEqual(["accountStatus", "ageGroup", "defaultPortionMultiplier", "email", "id", "invitedAt", "isActive", "joinedAt", "name"]);
    });

    it("offers the same through GraphQL, with each member's invitation state", async () => {
      const added = await gql(
        app,
        "mutation ($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { id name accountStatus } }",
        { input: { name: "Ivy", ageGroup: "toddler", defaultPortionMultiplier: 0.25 } },
        holder.token,
      );
      expect(added.errors).toBeUndefined();
      expect(added.data.addFamilyMember).toMatchObject({ name: "Ivy", accountStatus: "none" });
      const id = added.data.addFamilyMember.id;

      const email = uniqueEmail("ivy");
      const invited = await gql(
        app,
        "mutation ($id: ID!, $email: String!) { inviteFamilyMember(id: $id, email: $email) { success member { accountStatus email } } }",
        { id, email },
        holder.token,
      );
      expect(invited.data.inviteFamilyMember).toMatchObject({ success: true, member: { accountStatus: "invited", email } });

      const token = await setupTokenFor(app, email);
      const invitation = await gql(app, "query ($token: String!) { familyMemberInvitation(token: $token) { memberName email } }", { token });
      expect(invitation.data.familyMemberInvitation).toEqual({ memberName: "Ivy", email });
      const setup = await gql(
        app,
        "mutation ($input: CompleteFamilyMemberSetupInput!) { completeFamilyMemberSetup(input: $input) { token user { accountType familyMemberId } } }",
        { input: { token, password: "ivy-secret" } },
      );
      expect(setup.data.completeFamilyMemberSetup.user).toEqual({ accountType: "familyMember", familyMemberId: id });

      const list = await gql(app, "{ familyMembers { id accountStatus } }", {}, holder.token);
      expect(list.data.familyMembers.find((m: { id: string }) => m.id === id)).toEqual({ id, accountStatus: "joined" });

      const updated = await gql(
        app,
        "mutation ($id: ID!, $input: UpdateFamilyMemberInput!) { updateFamilyMember(id: $id, input: $input) { name isActive } }",
        { id, input: { name: "Ivy Rose" } },
        holder.token,
      );
      expect(updated.data.updateFamilyMember).toEqual({ name: "Ivy Rose", isActive: true });
      const deactivated = await gql(app, "mutation ($id: ID!) { deactivateFamilyMember(id: $id) { isActive } }", { id }, holder.token);
      expect(deactivated.data.deactivateFamilyMember).toEqual({ isActive: false });
      const asMember = await gql(app, "{ familyMembers { id } }", {}, setup.data.completeFamilyMemberSetup.token);
      expect(asMember.status).toBe(401);
    });
  });
}
