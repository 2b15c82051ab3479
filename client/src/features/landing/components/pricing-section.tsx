import { Link } from "react-router-dom";
import {
  formatUsd,
  MONEY_BACK_DAYS,
  MONTHLY_PRICE,
  TRIAL_DAYS,
  YEARLY_BADGE,
  YEARLY_PER_MONTH,
  YEARLY_PRICE,
  YEARLY_SAVING,
  YEARLY_SAVING_PERCENT,
} from "../pricing";

const INCLUDED = [
  "Every feature, for everyone in your household",
  "Pantry, meals, shopping, budget, chores and calendar",
  "Live sync across all your family's devices",
  "Cached data when you're offline",
];

/** The pricing section of both landing pages (id="pricing"). */
export function PricingSection({ intro }: { intro: string }) {
  return (
    <section id="pricing" className="landing-section landing-pricing" aria-labelledby="pricing-title">
      <div className="landing-section__inner">
        <h2 id="pricing-title" className="landing-section__title">
          Simple pricing for the whole household
        </h2>
        <p className="landing-section__lead">{intro}</p>
        <ul className="landing-plans">
          <li className="landing-plan">
            <h3 className="landing-plan__name">Monthly</h3>
            <p className="landing-plan__price">
              <span className="landing-plan__amount">{formatUsd(MONTHLY_PRICE)}</span> per month
            </p>
            <p className="landing-plan__note">Billed monthly. Cancel anytime.</p>
            <ul className="landing-checklist">
              {INCLUDED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Link className="button button--secondary button--block" to="/app/auth?mode=register">
              Start Free Trial
            </Link>
          </li>
          <li className="landing-plan landing-plan--featured">
            <p className="landing-plan__badge">{YEARLY_BADGE}</p>
            <h3 className="landing-plan__name">Yearly</h3>
            <p className="landing-plan__price">
              <span className="landing-plan__amount">{formatUsd(YEARLY_PRICE)}</span> per year
            </p>
            <p className="landing-plan__note">
              Just {formatUsd(YEARLY_PER_MONTH)} a month, billed yearly. Save {formatUsd(YEARLY_SAVING)} (about{" "}
              {YEARLY_SAVING_PERCENT}%).
            </p>
            <ul className="landing-checklist">
              {INCLUDED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Link className="button button--primary button--block" to="/app/auth?mode=register">
              Start Free Trial
            </Link>
          </li>
        </ul>
        <p className="landing-pricing__guarantee">
          <strong>{TRIAL_DAYS}-day free trial, no card required.</strong> When you subscribe, you&apos;re covered by
          our {MONEY_BACK_DAYS}-day money-back guarantee: if Hearth isn&apos;t right for your family, we refund your
          first payment in full.
        </p>
      </div>
    </section>
  );
}
