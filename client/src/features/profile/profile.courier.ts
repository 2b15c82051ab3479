import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import { isProfileChange, profileRefusedNotice, sendProfileChange, type ProfileChange, type ProfileSendResult } from "./profile-sync";

/** The optimistic layer of the Apollo cache that shows the waiting display name in the header. */
export const WAITING_NAME_LAYER = "profile-outbox:waiting-name";

/** The profile's outbox, for its screen and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<ProfileChange, ProfileSendResult> = {
  isChange: isProfileChange,
  send: sendProfileChange,
  refusal: (pending, failure) => profileRefusedNotice(pending.change, failure.message),
  // The header showed the waiting name; the answer (normalised into the cache) or the refusal ends that.
  settled: (client) => client.cache.removeOptimistic(WAITING_NAME_LAYER),
};
