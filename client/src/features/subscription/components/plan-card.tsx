import type { SubscriptionPlanId } from "../../../gql/graphql";
import { formatUsd, YEARLY_BADGE, type OfferedPlan, type YearlyDeal } from "../plans";

interface PlanCardProps {
  plan: OfferedPlan;
  /** The yearly plan's savings, shown on its card. */
  deal: YearlyDeal | null;
  current: boolean;
  /** Why no checkout can be opened now (already paid, payments off); null when it can. */
  unavailable: string | null;
  pending: boolean;
  busy: boolean;
  onChoose: (plan: SubscriptionPlanId) => void;
}

export function PlanCard({ plan, deal, current, unavailable, pending, busy, onChoose }: PlanCardProps) {
  const yearly = plan.id === "yearly";
  const headingId = `plan-${plan.id}-heading`;
  return (
    <article className={`card plan-card${yearly ? " plan-card--featured" : ""}`} aria-labelledby={headingId}>
      {yearly ? <p className="plan-card__badge">{YEARLY_BADGE}</p> : null}
      <h3 id={headingId}>{plan.name}</h3>
      <p className="plan-card__price">
        <strong>{formatUsd(plan.amountCents)}</strong>
        <span>/ {plan.interval}</span>
      </p>
      {yearly && deal ? (
        <ul className="plan-card__facts">
          <li>{formatUsd(deal.perMonthCents)} a month, billed once a year</li>
          <li>
            Save {formatUsd(deal.savingCents)} a year (about {deal.savingPercent}%)
          </li>
        </ul>
      ) : (
        <ul className="plan-card__facts">
          <li>Billed every month</li>
          <li>Cancel whenever you like</li>
        </ul>
      )}
      {current ? (
        <p className="plan-card__current">Your current plan</p>
      ) : (
        <button
          type="button"
          className={`button ${yearly ? "button--primary" : "button--secondary"} button--block`}
          disabled={busy || unavailable !== null}
          title={unavailable ?? undefined}
          onClick={() => onChoose(plan.id)}
        >
          {pending ? "Opening checkout..." : `Choose ${plan.name}`}
        </button>
      )}
    </article>
  );
}
