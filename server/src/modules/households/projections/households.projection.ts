import type { Projection } from "../../../core/event-store.js";

/**
 * Owns the family_members read model so a rebuild resets it. Family-member events (added, changed,
 * deactivated, invited) arrive with the family-members feature; until then the table stays empty.
 */
export const familyMembersProjection: Projection = {
  name: "family-members",
  tables: ["family_members"],
  handles: [],
  async apply() {},
};
