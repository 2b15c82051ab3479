import { useMemo } from "react";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { useSession } from "../../lib/session-context";
import { createUuid } from "../../lib/uuid";
import { AddMemberForm } from "./components/add-member-form";
import { MemberCard } from "./components/member-card";
import { withPendingChanges } from "./family-members-sync";
import { useFamilyMembersData, useFamilyMembersOutbox } from "./hooks/use-family-members.hook";
import "./family-members.css";
import { waitingToSync } from "../../lib/outbox/outbox-status";

/** Spec section 5: the active family members plus the account holder. */
function householdSize(members: ReadonlyArray<{ isActive: boolean }>): number {
  return members.filter((m) => m.isActive).length + 1;
}

/**
 * /app/family-members: the household's people; the account holder adds, edits, deactivates and invites them.
 * Live on every device; everything but an invitation can be done offline: the shared outbox sends it later,
 * and the list shows it at once, marked 'Waiting to sync'.
 */
export function FamilyMembersPage() {
  useDocumentTitle("Family Members");
  const user = useSession((s) => s.context.user) ?? readStoredUser();
  const canManage = user?.accountType !== "familyMember";
  // The list is always fetched again (spec section 9: stale time 0), then follows changes live.
  const { data, loading, error, reload } = useFamilyMembersData();
  const outbox = useFamilyMembersOutbox(user?.id ?? null, reload);
  const serverMembers = data?.familyMembers;
  const shown = useMemo(() => withPendingChanges(serverMembers ?? [], outbox.pending), [serverMembers, outbox.pending]);
  const members = shown.map((s) => s.member);

  if (loading && !data) return <LoadingScreen />;

  return (
    <div className="page page--narrow stack">
      <header>
        <h1>Family Members</h1>
        <p className="page__lead">
          Everyone who eats at your table. Portions and shopping follow the active members; invite them to give them a sign-in
          of their own for the household's pantry, lists and plans.
        </p>
      </header>

      {error && !data ? (
        <div className="form-error" role="alert">
          <p>Failed to fetch family members</p>
          <button type="button" className="button button--secondary" onClick={reload}>
            Try again
          </button>
        </div>
      ) : null}

      {outbox.pending.length > 0 ? (
        <p className="notice-text" role="status">
          {waitingToSync(outbox.status, outbox.pending.length)}
        </p>
      ) : null}

      {canManage ? (
        <section className="card" aria-labelledby="add-member-heading">
          <h2 id="add-member-heading">Add a family member</h2>
          <AddMemberForm onAdd={(details) => outbox.enqueue({ kind: "add", memberId: createUuid(), ...details })} />
        </section>
      ) : (
        <p className="notice-text">Only the account holder can change the family list.</p>
      )}

      {data ? (
        <section aria-labelledby="members-heading">
          <h2 id="members-heading">
            Your household ({householdSize(members)} {householdSize(members) === 1 ? "person" : "people"})
          </h2>
          {members.length === 0 ? (
            <p>No family members yet. Add the people you cook and shop for.</p>
          ) : (
            <ul className="member-list">
              {shown.map(({ member, isNew, detailsWaiting, dietaryWaiting }) => (
                <MemberCard
                  key={member.id}
                  member={member}
                  isNew={isNew}
                  detailsWaiting={detailsWaiting}
                  dietaryWaiting={dietaryWaiting}
                  canManage={canManage}
                  vocabulary={data.familyMemberDietaryVocabulary}
                  onChange={outbox.enqueue}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
