/** When the trial banner shows (spec sections 2, 4 and 9), and what it says. */

export interface TrialStatus {
  subscriptionStatus: string;
  daysLeft: number;
}

/** Shown while the status is 'trialing' with days left, until dismissed; hidden for every other status. */
export function showTrialBanner(status: TrialStatus | null | undefined, dismissed: boolean): boolean {
  return !dismissed && status?.subscriptionStatus === "trialing" && status.daysLeft > 0;
}

/**
 * The spec's headline is 'Your free trial ends tomorrow!'; it is used on the last day. Earlier in the
 * trial the banner says how many days are left instead, so it never tells a family something untrue.
 */
export function trialBannerHeadline(daysLeft: number): string {
  return daysLeft <= 1 ? "Your free trial ends tomorrow!" : `Your free trial ends in ${daysLeft} days!`;
}

export const TRIAL_BANNER_MESSAGE = "Subscribe now to keep all your data and features!";
