import { AGE_GROUPS, suggestedMultiplier, type MemberFormValues } from "../family-member-form";

interface MemberFieldsProps {
  idPrefix: string;
  values: MemberFormValues;
  onChange: (values: MemberFormValues) => void;
}

/** Name, age group and portion multiplier (choosing an age group suggests a multiplier). */
export function MemberFields({ idPrefix, values, onChange }: MemberFieldsProps) {
  return (
    <div className="member-fields">
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-name`}>
          Name
        </label>
        <input
          id={`${idPrefix}-name`}
          className="input"
          type="text"
          autoComplete="off"
          required
          maxLength={80}
          value={values.name}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-age`}>
          Age group
        </label>
        <select
          id={`${idPrefix}-age`}
          className="select"
          value={values.ageGroup}
          onChange={(e) => {
            const suggested = suggestedMultiplier(e.target.value);
            onChange({ ...values, ageGroup: e.target.value, multiplier: suggested !== null ? String(suggested) : values.multiplier });
          }}
        >
          <option value="">Not set</option>
          {AGE_GROUPS.map((group) => (
            <option key={group.value} value={group.value}>
              {group.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-multiplier`}>
          Portion multiplier
        </label>
        <input
          id={`${idPrefix}-multiplier`}
          className="input"
          type="number"
          inputMode="decimal"
          min={0.1}
          max={5}
          step={0.05}
          aria-describedby={`${idPrefix}-multiplier-hint`}
          value={values.multiplier}
          onChange={(e) => onChange({ ...values, multiplier: e.target.value })}
        />
        <span className="field__hint" id={`${idPrefix}-multiplier-hint`}>
          1 is an adult portion; 0.5 half of one.
        </span>
      </div>
    </div>
  );
}
