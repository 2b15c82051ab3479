import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { CloseIcon } from "../../components/icons/icons";
import { readStorage, writeStorage } from "../../lib/storage";
import { SubscriptionStatusQuery } from "./subscription-status.graphql";
import { showTrialBanner, TRIAL_BANNER_MESSAGE, trialBannerHeadline } from "./trial-banner.rules";
import "./trial-banner.css";

/** Dismissed for the rest of this browser session. */
const DISMISSED_KEY = "trial-banner-dismissed";

/** The app shell's trial banner (spec sections 2 and 4): only while trialing with days left. */
export function TrialBanner() {
  const { data } = useQuery(SubscriptionStatusQuery);
  const [dismissed, setDismissed] = useState(() => readStorage(DISMISSED_KEY, "session") === "1");
  const status = data?.subscriptionStatus;
  if (!status || !showTrialBanner(status, dismissed)) return null;

  return (
    <aside className="trial-banner" aria-label="Free trial">
      <div className="trial-banner__inner">
        <p className="trial-banner__text">
          <strong>{trialBannerHeadline(status.daysLeft)}</strong>
          <span>{TRIAL_BANNER_MESSAGE}</span>
        </p>
        <Link className="button button--primary trial-banner__cta" to="/app/subscription">
          Subscribe Now
        </Link>
        <button
          type="button"
          className="trial-banner__dismiss"
          aria-label="Dismiss trial reminder"
          onClick={() => {
            writeStorage(DISMISSED_KEY, "1", "session");
            setDismissed(true);
          }}
        >
          <CloseIcon aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
