/** Whose log a fitness screen shows; hidden when there is only one member to choose. */
export function MemberPicker({
  members,
  memberId,
  onChange,
}: {
  members: { id: string; name: string }[];
  memberId: string | null;
  onChange: (id: string) => void;
}) {
  if (members.length < 2) return null;
  return (
    <label className="field fitness__member">
      <span className="field__label">Whose log</span>
      <select className="input" value={memberId ?? ""} onChange={(e) => onChange(e.target.value)}>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </label>
  );
}
