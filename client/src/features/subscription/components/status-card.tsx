import type { ReactNode } from "react";
import type { SubscriptionStatusQuery } from "../../../gql/graphql";
import { formatDate } from "../plans";

type Status = SubscriptionStatusQuery["subscriptionStatus"];

const planName = (plan: string | null | undefined) => (plan === "yearly" ? "Yearly" : plan === "monthly" ? "Monthly" : null);

/** Where the household stands: trial and days left, the paid plan, or why access has ended. */
export function StatusCard({ status }: { status: Status }) {
  const trialEnds = formatDate(status.trialEndsAt);
  const periodEnds = formatDate(status.currentPeriodEnd);
  const plan = planName(status.plan);

  switch (status.subscriptionStatus) {
    case "trialing":
      return (
        <Card tone="info" label="Free trial">
          <p className="subscription-status__headline">
            {status.daysLeft === 1 ? "1 day left in your free trial" : `${status.daysLeft} days left in your free trial`}
          </p>
          {trialEnds ? <p>Your trial ends on {trialEnds}. Choose a plan before then to keep everything as it is.</p> : null}
        </Card>
      );
    case "active":
      return (
        <Card tone="ok" label="Active">
          <p className="subscription-status__headline">{plan ? `You're on the ${plan} plan` : "Your subscription is active"}</p>
          {periodEnds ? <p>Paid through {periodEnds}.</p> : null}
          {status.provider === "test" ? <p>This payment was recorded by the built-in test checkout; no money moved.</p> : null}
        </Card>
      );
    case "past_due":
      return (
        <Card tone="warning" label="Payment overdue">
          <p className="subscription-status__headline">We couldn't take your last payment</p>
          <p>
            Your {plan ?? ""} plan stays on while the payment is retried. Please check the card you pay with; if the
            payment keeps failing, the subscription ends.
          </p>
        </Card>
      );
    case "canceled":
      return (
        <Card tone="ended" label="Canceled">
          <p className="subscription-status__headline">Your subscription has ended</p>
          <p>Everything your family saved is still here. Choose a plan below to pick up where you left off.</p>
        </Card>
      );
    case "expired":
      return (
        <Card tone="ended" label={plan ? "Subscription ended" : "Trial ended"}>
          <p className="subscription-status__headline">
            {plan ? "Your subscription has ended" : "Your free trial has ended"}
          </p>
          <p>Everything your family saved is still here. Choose a plan below to pick up where you left off.</p>
        </Card>
      );
    default:
      return (
        <Card tone="info" label="No subscription">
          <p className="subscription-status__headline">Choose a plan to get started</p>
        </Card>
      );
  }
}

function Card({ tone, label, children }: { tone: "info" | "ok" | "warning" | "ended"; label: string; children: ReactNode }) {
  return (
    <section className={`card subscription-status subscription-status--${tone}`} aria-labelledby="subscription-status-label">
      <h2 id="subscription-status-label" className="subscription-status__label">
        {label}
      </h2>
      {children}
    </section>
  );
}
