import type { Database } from "../../core/database.js";
import { notFound } from "../../core/errors.js";
import type { EventStore } from "../../core/event-store.js";
import { decide } from "./accounts.decider.js";
import { evolveUser, initialUserState, userStream, type Role } from "./accounts.events.js";
import { UserEntity } from "./projections/accounts.read-model.js";

export interface RoleGrantResult {
  email: string;
  userId: string;
  role: Role;
  previousRole: Role;
  /** False when the account already had the role (nothing was recorded). */
  changed: boolean;
}

/**
 * Records a RoleGranted event for the account using `email`: the only way roles change (ADMIN_EMAILS at
 * boot, the grant-role CLI). Needs just the database and the event store, so the CLI can run it
 * without starting a server.
 */
export async function grantRole(
  deps: { db: Database; store: EventStore; now: () => Date },
  email: string,
  role: Role,
  grantedBy: string,
): Promise<RoleGrantResult> {
  const normalized = email.trim().toLowerCase();
  const row = await deps.db.em().findOne(UserEntity, { email: normalized });
  if (!row) throw notFound(`No account uses ${normalized}`);
  return deps.store.execute({ householdId: row.householdId, actorId: null, now: deps.now() }, async (tx) => {
    const stream = userStream(row.id);
    const { state, version } = await tx.load(stream, evolveUser, initialUserState);
    const events = decide(state, { type: "GrantRole", userId: row.id, role, grantedBy });
    await tx.append(stream, version, events);
    return { email: normalized, userId: row.id, role, previousRole: state.role, changed: events.length > 0 };
  });
}
