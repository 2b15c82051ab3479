import { useId, useState } from "react";
import type { CalendarSettingsFieldsFragment } from "../../../gql/graphql";
import { layerLabel } from "./calendar-items";

const LAYER_HINTS: Record<string, string> = {
  meals: "What's planned for each meal",
  chores: "Chores on the day they are due",
  pantry: "Pantry items on the day they expire",
  subscription: "The day your free trial ends or your plan renews",
};

export interface CalendarSettingsPanelProps {
  settings: CalendarSettingsFieldsFragment;
  /** The zone days are shown in (the household's, else this device's). */
  shownZone: string;
  deviceZone: string;
  canChange: boolean;
  onSwitchLayer(layer: string, on: boolean): void;
  onColour(memberId: string, colour: string): void;
  onTimeZone(zone: string): void;
}

/** The household's calendar settings: overlay layers, member colours, and its time zone. */
export function CalendarSettingsPanel({ settings, shownZone, deviceZone, canChange, onSwitchLayer, onColour, onTimeZone }: CalendarSettingsPanelProps) {
  const id = useId();
  // A colour picker reports every shade it passes through: keep them here, send the one chosen on leaving it.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const commit = (memberId: string, current: string) => {
    const chosen = drafts[memberId];
    if (chosen && chosen !== current) onColour(memberId, chosen);
    setDrafts(({ [memberId]: _done, ...rest }) => rest);
  };
  return (
    <section className="card cal-settings stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Calendar settings</h2>
      {!canChange && <p className="notice-text">Only the account holder can change these.</p>}

      <fieldset>
        <legend>Show on the calendar</legend>
        {settings.overlays.length === 0 && <p className="notice-text">No other parts of Hearth offer a layer yet.</p>}
        {settings.overlays.map((o) => (
          <label key={o.layer} className="checkbox cal-settings__layer">
            <input type="checkbox" checked={o.on} disabled={!canChange} onChange={(e) => onSwitchLayer(o.layer, e.target.checked)} />
            <span>
              {layerLabel(o.layer)}
              {LAYER_HINTS[o.layer] && <span className="cal-settings__hint"> — {LAYER_HINTS[o.layer]}</span>}
            </span>
          </label>
        ))}
      </fieldset>

      {settings.members.length > 0 && (
        <fieldset>
          <legend>Colours</legend>
          <div className="cal-settings__colours">
            {settings.members.map((m) => (
              <label key={m.memberId} className="cal-settings__colour">
                <input
                  type="color"
                  value={drafts[m.memberId] ?? m.colour}
                  disabled={!canChange}
                  onChange={(e) => setDrafts((d) => ({ ...d, [m.memberId]: e.target.value }))}
                  onBlur={() => commit(m.memberId, m.colour)}
                  aria-label={`Colour for ${m.name}`}
                />
                {m.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div>
        <h3 className="cal-settings__subheading">Time zone</h3>
        <p>
          {settings.timeZone
            ? `The family's days are counted in ${settings.timeZone}.`
            : `No household time zone yet: days are shown in this device's zone (${shownZone}).`}
        </p>
        {canChange && settings.timeZone !== deviceZone && (
          <button type="button" className="button button--secondary" onClick={() => onTimeZone(deviceZone)}>
            Use {deviceZone} for the household
          </button>
        )}
      </div>
    </section>
  );
}
