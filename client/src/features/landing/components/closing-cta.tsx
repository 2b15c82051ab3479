import { Link } from "react-router-dom";
import { TRIAL_DAYS } from "../pricing";

interface ClosingCtaProps {
  id: string;
  title: string;
  text: string;
}

/** The last call to action before the footer. */
export function ClosingCta({ id, title, text }: ClosingCtaProps) {
  return (
    <section id={id} className="landing-section landing-cta" aria-labelledby={`${id}-title`}>
      <div className="landing-section__inner landing-cta__inner">
        <h2 id={`${id}-title`} className="landing-section__title">
          {title}
        </h2>
        <p className="landing-section__lead">{text}</p>
        <Link className="button button--primary landing-cta__button" to="/app/auth?mode=register">
          Start your {TRIAL_DAYS}-day free trial
        </Link>
        <p className="landing-cta__note">No card required. Cancel anytime.</p>
      </div>
    </section>
  );
}
