import { Link } from "react-router-dom";
import { FlameIcon } from "../../../components/icons/icons";

export interface Anchor {
  href: string;
  label: string;
}

interface LandingHeaderProps {
  anchors: Anchor[];
  /** The registration button's label ('Free Trial' on page 1, 'Start Free Trial' on page 2). */
  trialLabel: string;
}

/** Sticky header of both landing pages: brand, section anchors, Sign In and the free trial. */
export function LandingHeader({ anchors, trialLabel }: LandingHeaderProps) {
  return (
    <header className="landing-header">
      <div className="landing-header__inner">
        <Link to="/" className="brand">
          <FlameIcon className="brand__icon" />
          Hearth
        </Link>
        <nav aria-label="Sections" className="landing-header__sections">
          <ul>
            {anchors.map((anchor) => (
              <li key={anchor.href}>
                <a href={anchor.href}>{anchor.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account">
          <ul className="landing-header__actions">
            <li>
              <Link className="button button--ghost" to="/app/auth">
                Sign In
              </Link>
            </li>
            <li>
              <Link className="button button--primary" to="/app/auth?mode=register">
                {trialLabel}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
