import { useMemo } from "react";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { useSession } from "../../lib/session-context";
import { AddMemberForm } from "./components/add-member-form";
import { MemberCard } from "./components/member-card";
import { pendingDietary } from "./family-members-sync";
import { useFamilyMembersData, useFamilyMembersOutbox } from "./hooks/use-family-members.hook";
import "./family-members.css";

/** Spec section 5: the active family members plus the account holder. */
function householdSize(members: ReadonlyArray<{ isActive: boolean }>): number {
  return members.filter((m) => m.isActive).length + 1;
}

/**
 * /app/family-members: the household's people; the account holder adds, edits, deactivates and invites them.
 * Live on every device; diets and allergies can be set offline (the shared outbox sends them later).
 */
export function FamilyMembersPage() {
  useDocumentTitle("Family Members");
  const user = useSession((s) => s.context.user) ?? readStoredUser();
  const canManage = user?.accountType !== "familyMember";
  // The list is always fetched again (spec section 9: stale time 0), then follows changes live.
  const { data, loading, error, reload } = useFamilyMembersData();
  const outbox = useFamilyMembersOutbox(user?.id ?? null, reload);
  const waiting = useMemo(() => pendingDietary(outbox.pending), [outbox.pending]);
  const members = data?.familyMembers ?? [];

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
          {outbox.status === "sending"
            ? "Saving…"
            : `${outbox.pending.length} ${outbox.pending.length === 1 ? "change" : "changes"} waiting to sync`}
        </p>
      ) : null}

      {canManage ? (
        <section className="card" aria-labelledby="add-member-heading">
          <h2 id="add-member-heading">Add a family member</h2>
          <AddMemberForm />
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
              {members.map((member) => (
                <MemberCard
                  key={member.id}
                  member={member}
                  canManage={canManage}
                  vocabulary={data.familyMemberDietaryVocabulary}
                  pendingDietary={waiting.get(member.id)}
                  onSaveDietary={(target, dietary) => outbox.enqueue({ kind: "setDietary", memberId: target.id, name: target.name, ...dietary })}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
