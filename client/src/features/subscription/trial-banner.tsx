import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { CloseIcon } from "../../components/icons/icons";
import { readStoredUser } from "../../lib/session";
import { useSession } from "../../lib/session-context";
import { readStorage, writeStorage } from "../../lib/storage";
import { SubscriptionStatusQuery } from "./subscription-status.graphql";
import { showTrialBanner, TRIAL_BANNER_MESSAGE, trialBannerHeadline } from "./trial-banner.rules";
import "./trial-banner.css";

/** Dismissed for the rest of this browser session. */
const DISMISSED_KEY = "trial-banner-dismissed";

/**
 * The app shell's trial banner (spec sections 2 and 4): only while trialing with days left, and only to
 * the account holder, who is the one who subscribes (a family member's own sign-in is not asked to).
 */
export function TrialBanner() {
  const user = useSession((snapshot) => snapshot.context.user) ?? readStoredUser();
  const familyMember = user?.accountType === "familyMember";
  const { data } = useQuery(SubscriptionStatusQuery, { skip: familyMember });
  const [dismissed, setDismissed] = useState(() => readStorage(DISMISSED_KEY, "session") === "1");
  const status = data?.subscriptionStatus;
  if (familyMember || !status || !showTrialBanner(status, dismissed)) return null;

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
