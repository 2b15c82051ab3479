import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "../../../hooks/use-hydrated.hook";

export type AuthTab = "login" | "register";

const TABS: ReadonlyArray<{ value: AuthTab; label: string }> = [
  { value: "login", label: "Login" },
  { value: "register", label: "Register" },
];

interface AuthTabsProps {
  idPrefix: string;
  selected: AuthTab;
  onSelect: (tab: AuthTab) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel is rendered. */
export function AuthTabs({ idPrefix, selected, onSelect, children }: AuthTabsProps) {
  const refs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, register: null });
  // Prerendered tabs (sign-in.html) wait for their handlers rather than swallow a click.
  const hydrated = useHydrated();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.value === selected);
    const next =
      event.key === "ArrowRight" ? (index + 1) % TABS.length
      : event.key === "ArrowLeft" ? (index - 1 + TABS.length) % TABS.length
      : event.key === "Home" ? 0
      : event.key === "End" ? TABS.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[next].value;
    onSelect(tab);
    refs.current[tab]?.focus();
  }

  return (
    <>
      <div className="auth-tabs" role="tablist" aria-label="Sign in or create an account" onKeyDown={onKeyDown}>
        {TABS.map((tab) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                refs.current[tab.value] = el;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={active ? 0 : -1}
              className="auth-tabs__tab"
              disabled={!hydrated}
              onClick={() => onSelect(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`} className="auth-panel">
        {children}
      </div>
    </>
  );
}
