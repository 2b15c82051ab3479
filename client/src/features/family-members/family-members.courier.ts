import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import { isFamilyMemberChange, refusedNotice, sendFamilyMemberChange, type FamilyMemberChange, type FamilyMemberSendResult } from "./family-members-sync";

/** Family members' outbox, for their screen and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<FamilyMemberChange, FamilyMemberSendResult> = {
  isChange: isFamilyMemberChange,
  send: sendFamilyMemberChange,
  refusal: (pending, failure) => refusedNotice(pending.change, failure.message),
};
