import { useId } from "react";
import { MEAL_PLAN_VIEW_OPTIONS, parseMealPlanView, type MealPlanView } from "../meal-plan-view";

interface MealPlanViewSelectProps {
  value: MealPlanView;
  saving: boolean;
  onChange: (view: MealPlanView) => void;
}

export function MealPlanViewSelect({ value, saving, onChange }: MealPlanViewSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Meal plan view
      </label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const view = parseMealPlanView(event.target.value);
          if (view) onChange(view);
        }}
      >
        {MEAL_PLAN_VIEW_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span className="field__hint" id={`${id}-hint`} aria-live="polite">
        {saving ? "Saving your choice..." : "How the meal planner opens on all your devices."}
      </span>
    </div>
  );
}
