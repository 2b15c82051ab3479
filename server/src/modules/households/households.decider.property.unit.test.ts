import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { decide, type FamilyMemberCommand } from "./households.decider.js";
import { evolveFamilyMember, initialFamilyMemberState, INVITATION_TTL_MS, type FamilyMemberState } from "./households.events.js";

// The family-member decider against a model (fixed seed, 500 sequences on one member). Promised: a
// member is added once (409 after), a missing member accepts nothing (404), repeats record nothing
// (deactivating an inactive member, reactivating an active one, an update that changes nothing), an
// invitation link works once, only with its own token, only before it expires and only while the
// member is active (deactivation cancels it), a member with their own sign-in cannot be invited
// again, and every refusal is a 4xx AppError.

const SEED = 20261123;
const T0 = Date.parse("2026-11-23T12:00:00.000Z");
const when = fc.constantFrom(0, 86_400_000, INVITATION_TTL_MS + 1).map((offset) => new Date(T0 + offset));
const command: fc.Arbitrary<FamilyMemberCommand> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("AddFamilyMember" as const),
      memberId: fc.constant("m1"),
      details: fc.record({ name: fc.constantFrom("Ada", "Sam"), ageGroup: fc.constantFrom(null, "child" as const), defaultPortionMultiplier: fc.constantFrom(0.5, 1) }),
    }),
  },
  fc.record({
    type: fc.constant("UpdateFamilyMember" as const),
    memberId: fc.constant("m1"),
    changes: fc.record({ name: fc.constantFrom("Ada", "Sam") }, { requiredKeys: [] }),
  }),
  fc.record({ type: fc.constant("DeactivateFamilyMember" as const), memberId: fc.constant("m1") }),
  fc.record({
    type: fc.constant("SetFamilyMemberDietary" as const),
    memberId: fc.constant("m1"),
    dietary: fc.record({ diets: fc.subarray(["vegetarian", "vegan"]), allergies: fc.subarray(["peanuts", "milk", "peanuts"]) }),
  }),
  fc.record({ type: fc.constant("ReactivateFamilyMember" as const), memberId: fc.constant("m1") }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant("InviteFamilyMember" as const), memberId: fc.constant("m1"), email: fc.constant("ada@example.com"), tokenHash: fc.constantFrom("h1", "h2"), now: when }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant("CompleteFamilyMemberSetup" as const), memberId: fc.constant("m1"), tokenHash: fc.constantFrom("h1", "h2"), userId: fc.constant("u1"), now: when }),
  },
);

interface Model {
  exists: boolean;
  active: boolean;
  name: string;
  invitation: { hash: string; expiresAt: number } | null;
  joined: boolean;
  /** Diets and allergies as the decider keeps them: de-duplicated and sorted. */
  dietary: string;
}

const dietaryKey = (d: { diets: string[]; allergies: string[] }) => JSON.stringify([[...new Set(d.diets)].sort(), [...new Set(d.allergies)].sort()]);

/** The model's next state, or the refusal status it expects. */
function step(m: Model, c: FamilyMemberCommand): { next: Model; refused?: number; none?: boolean } {
  if (c.type === "AddFamilyMember") return m.exists ? { next: m, refused: 409 } : { next: { ...m, exists: true, active: true, name: c.details.name } };
  if (c.type === "CompleteFamilyMemberSetup") {
    const inv = m.invitation;
    if (!m.exists || !m.active || m.joined || !inv || inv.hash !== c.tokenHash || inv.expiresAt <= c.now.getTime()) return { next: m, refused: 400 };
    return { next: { ...m, joined: true, invitation: null } };
  }
  if (!m.exists) return { next: m, refused: 404 };
  switch (c.type) {
    case "UpdateFamilyMember":
      return c.changes.name === undefined || c.changes.name === m.name ? { next: m, none: true } : { next: { ...m, name: c.changes.name } };
    case "DeactivateFamilyMember":
      return m.active ? { next: { ...m, active: false, invitation: null } } : { next: m, none: true };
    case "ReactivateFamilyMember":
      return m.active ? { next: m, none: true } : { next: { ...m, active: true } };
    case "SetFamilyMemberDietary": {
      const dietary = dietaryKey(c.dietary);
      return dietary === m.dietary ? { next: m, none: true } : { next: { ...m, dietary } };
    }
    case "InviteFamilyMember":
      if (!m.active) return { next: m, refused: 400 };
      if (m.joined) return { next: m, refused: 409 };
      return { next: { ...m, invitation: { hash: c.tokenHash, expiresAt: c.now.getTime() + INVITATION_TTL_MS } } };
  }
}

const view = (s: FamilyMemberState): Model => ({
  exists: s.exists,
  active: s.active,
  name: s.details.name,
  invitation: s.invitation ? { hash: s.invitation.tokenHash, expiresAt: Date.parse(s.invitation.expiresAt) } : null,
  joined: s.userId !== null,
  dietary: dietaryKey(s.dietary),
});

describe("family-member decider against a model", () => {
  it("agrees with the model on 500 random command sequences", () => {
    let commands = 0;
    let joins = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 25 }), (sequence) => {
        let state = initialFamilyMemberState;
        let model = view(state);
        for (const c of sequence) {
          commands += 1;
          const expected = step(model, c);
          let events;
          try {
            events = decide(state, c);
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect({ c, status: (error as AppError).status }).toEqual({ c, status: expected.refused });
            continue;
          }
          expect({ c, refused: undefined }).toEqual({ c, refused: expected.refused });
          if (expected.none) expect(events).toEqual([]);
          joins += events.filter((e) => e.type === "FamilyMemberJoined").length;
          state = events.reduce(evolveFamilyMember, state);
          model = expected.next;
          expect(view(state)).toEqual(model);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    console.log(`[property] family-member decider: seed ${SEED}, 500 sequences, ${commands} commands, ${joins} invitations used`);
  });
});
