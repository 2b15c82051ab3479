import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { ChevronDownIcon } from "../../components/icons/icons";
import { useDismiss } from "../../hooks/use-dismiss.hook";

interface NavDropdownProps {
  label: ReactNode;
  /** Accessible name when `label` is not plain text. */
  ariaLabel?: string;
  align?: "start" | "end";
  children: (close: () => void) => ReactNode;
}

/** Disclosure-style dropdown (a button that shows a list of links), closed by Escape or outside click. */
export function NavDropdown({ label, ariaLabel, align = "start", children }: NavDropdownProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  return (
    <div className={`nav-dropdown nav-dropdown--${align}`} ref={container}>
      <button
        ref={trigger}
        type="button"
        className="nav-dropdown__trigger"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDownIcon className="nav-dropdown__chevron" />
      </button>
      <div id={`${id}-list`} className="nav-dropdown__panel" hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
