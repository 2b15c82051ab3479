import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import type { FamilyMemberFieldsFragment } from "../../../gql/graphql";
import { describeFailure } from "../../../lib/graphql-errors";
import { accountStatusText, ageGroupLabel, parseMemberForm, type MemberFormValues } from "../family-member-form";
import type { FamilyMemberChange } from "../family-members-sync";
import { InviteFamilyMemberMutation } from "../family-members.graphql";
import { dietaryLabel } from "../../../lib/dietary-labels";
import { MemberDietaryForm, type DietaryVocabulary } from "./member-dietary-form";
import { MemberFields } from "./member-fields";

type Mode = "view" | "edit" | "invite" | "dietary";

function formValues(member: FamilyMemberFieldsFragment): MemberFormValues {
  return { name: member.name, ageGroup: member.ageGroup ?? "", multiplier: String(member.defaultPortionMultiplier) };
}

/**
 * One family member as the screen shows them (with this device's waiting changes laid over); the account
 * holder can edit, deactivate or reactivate them and set their diets through the outbox, and invite them
 * (online only: the invitation is mailed).
 */
export function MemberCard({
  member,
  isNew,
  detailsWaiting,
  dietaryWaiting,
  canManage,
  vocabulary,
  onChange,
}: {
  member: FamilyMemberFieldsFragment;
  /** Added on this device and not yet on the server: cannot be invited yet. */
  isNew: boolean;
  /** Details or being active changed on this device and not yet sent. */
  detailsWaiting: boolean;
  /** Diets and allergies changed on this device and not yet sent. */
  dietaryWaiting: boolean;
  canManage: boolean;
  vocabulary: DietaryVocabulary | null;
  /** Queues a change in the screen's outbox. */
  onChange: (change: FamilyMemberChange) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const [mode, setMode] = useState<Mode>("view");
  const [values, setValues] = useState(() => formValues(member));
  const [email, setEmail] = useState(member.email ?? "");
  const [error, setError] = useState<string | null>(null);
  const [invite, inviting] = useMutation(InviteFamilyMemberMutation);
  const busy = inviting.loading;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseMemberForm(values);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    onChange({ kind: "update", memberId: member.id, ...parsed.input });
    setError(null);
    setMode("view");
  }

  function edit() {
    // The form starts from what the card shows now (a live change or a waiting one included).
    setValues(formValues(member));
    setError(null);
    setMode("edit");
  }

  async function sendInvite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { data } = await invite({ variables: { id: member.id, email: email.trim() } });
      toast({ title: "Invitation Sent", description: data?.inviteFamilyMember.message ?? `Invitation sent to ${email.trim()}` });
      setError(null);
      setMode("view");
    } catch (failure) {
      // Offline, describeFailure says it needs a connection.
      const message = describeFailure(failure).message ?? "Failed to send the invitation";
      setError(message);
      toast({ title: "Invitation Failed", description: message, variant: "destructive" });
    }
  }

  const age = ageGroupLabel(member.ageGroup);
  const dietary = { diets: member.diets, allergies: member.allergies };
  const headingId = `${id}-name`;
  return (
    <li className={`member-card card${member.isActive ? "" : " member-card--inactive"}`} aria-labelledby={headingId}>
      <div className="member-card__summary">
        <div>
          <h3 id={headingId} className="member-card__name">
            {member.name}
          </h3>
          <p className="member-card__meta">
            {[age, `Portion ×${member.defaultPortionMultiplier}`].filter(Boolean).join(" · ")}
          </p>
          {detailsWaiting ? (
            <p className="member-card__meta member-card__pending" data-testid="member-pending">
              Waiting to sync
            </p>
          ) : null}
          <p className="member-card__meta">{accountStatusText(member)}</p>
          <p className="member-card__meta" data-testid="member-dietary">
            {dietary.allergies.length === 0 && dietary.diets.length === 0
              ? "No allergies or diets recorded"
              : [
                  dietary.allergies.length > 0 ? `Allergies: ${dietary.allergies.map(dietaryLabel).join(", ")}` : null,
                  dietary.diets.length > 0 ? `Diets: ${dietary.diets.map(dietaryLabel).join(", ")}` : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
          </p>
          {dietaryWaiting ? (
            <p className="member-card__meta member-card__pending" data-testid="member-dietary-pending">
              Waiting to sync
            </p>
          ) : null}
        </div>
        <span className={`status-pill ${member.isActive ? "status-pill--on" : "status-pill--off"}`}>
          {member.isActive ? "Active" : "Inactive"}
        </span>
      </div>

      {canManage && mode === "view" ? (
        <div className="member-card__actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={edit}>
            Edit
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => onChange({ kind: "setActive", memberId: member.id, name: member.name, isActive: !member.isActive })}
          >
            {member.isActive ? "Deactivate" : "Reactivate"}
          </button>
          {vocabulary ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => setMode("dietary")}>
              Diets &amp; Allergies
            </button>
          ) : null}
          {member.isActive && member.accountStatus !== "joined" && !isNew ? (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setMode("invite")}>
              {member.accountStatus === "invited" ? "Invite again" : "Invite"}
            </button>
          ) : null}
        </div>
      ) : null}

      {mode === "edit" ? (
        <form onSubmit={save} noValidate aria-label={`Edit ${member.name}`} className="member-card__form">
          <MemberFields idPrefix={`${id}-edit`} values={values} onChange={setValues} />
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="member-card__actions">
            <button type="submit" className="button button--primary">
              Save
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setValues(formValues(member));
                setError(null);
                setMode("view");
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}

      {mode === "dietary" && vocabulary ? (
        <MemberDietaryForm
          member={member}
          current={dietary}
          vocabulary={vocabulary}
          onSave={(next) => onChange({ kind: "setDietary", memberId: member.id, name: member.name, ...next })}
          onDone={() => setMode("view")}
        />
      ) : null}

      {mode === "invite" ? (
        <form onSubmit={sendInvite} aria-label={`Invite ${member.name}`} className="member-card__form">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              {member.name}'s email
            </label>
            <input
              id={`${id}-email`}
              className="input"
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <span className="field__hint">We send a link where they choose a password for their own sign-in.</span>
          </div>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="member-card__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {inviting.loading ? "Sending..." : "Send Invitation"}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setError(null);
                setMode("view");
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
