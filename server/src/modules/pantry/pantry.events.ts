import type { StoredEvent } from "../../core/event-store.js";

/** The built-in places; a household may add its own (settings). */
export const BUILT_IN_LOCATIONS = ["pantry", "fridge", "freezer"] as const;
export const EXPIRY_KINDS = ["best_before", "use_by"] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];
export const DISCARD_REASONS = ["spoiled", "expired", "too_much", "other"] as const;
export type DiscardReason = (typeof DISCARD_REASONS)[number];
/** What marking a shopping item purchased does to the pantry. */
export const PURCHASE_MODES = ["automatic", "propose", "off"] as const;
export type PurchaseMode = (typeof PURCHASE_MODES)[number];

/** The fields of a pantry item a person edits. Dates are calendar days (YYYY-MM-DD). */
export type PantryItemFields = {
  /** The catalogue product, or null for a free-text item. */
  productId: string | null;
  name: string;
  category: string | null;
  quantity: number;
  unit: string;
  location: string;
  purchasedOn: string | null;
  expiresOn: string | null;
  expiryKind: ExpiryKind;
  openedOn: string | null;
  /** What was paid for the whole item as bought (USD). */
  pricePaid: number | null;
  store: string | null;
  notes: string | null;
};

export type EditableField = Exclude<keyof PantryItemFields, "location" | "openedOn">;
export const EDITABLE_FIELDS: readonly EditableField[] = [
  "productId",
  "name",
  "category",
  "quantity",
  "unit",
  "purchasedOn",
  "expiresOn",
  "expiryKind",
  "pricePaid",
  "store",
  "notes",
];

/** Where an item came from: typed in, or a purchase on a shopping list. */
export type PantrySource = { kind: "manual" } | { kind: "shopping"; shoppingItemId: string };

export type PantrySettings = {
  /** Items expiring within this many days count as "expires soon" and get a reminder. */
  expiryWindowDays: number;
  defaultLocation: string;
  purchaseMode: PurchaseMode;
  expiryDigest: boolean;
  /** The household's own places besides pantry, fridge and freezer. */
  customLocations: string[];
};

export const DEFAULT_SETTINGS: PantrySettings = {
  expiryWindowDays: 3,
  defaultLocation: "pantry",
  purchaseMode: "automatic",
  expiryDigest: false,
  customLocations: [],
};

/** A proposed addition from a purchase (purchase mode `propose`), waiting for the family to accept it. */
export type ProposalFields = PantryItemFields & { shoppingItemId: string };

export type PantryEvent =
  | { type: "PantryItemAdded"; data: { itemId: string; source: PantrySource } & PantryItemFields }
  | {
      type: "PantryItemEdited";
      data: { itemId: string; changes: Partial<PantryItemFields>; previous: Partial<PantryItemFields> };
    }
  | { type: "PantryItemConsumed"; data: { itemId: string; actionId: string; quantity: number; remaining: number; unit: string } }
  | { type: "PantryItemOpened"; data: { itemId: string; openedOn: string; expiresOn: string | null; previousExpiresOn: string | null } }
  | { type: "PantryItemMoved"; data: { itemId: string; actionId: string; from: string; to: string } }
  | {
      type: "PantryItemDiscarded";
      data: {
        itemId: string;
        actionId: string;
        productId: string | null;
        name: string;
        quantity: number;
        unit: string;
        remaining: number;
        reason: DiscardReason;
        /** The share of the price paid this quantity stood for (USD), or null when no price was recorded. */
        value: number | null;
        note: string | null;
      };
    }
  | {
      type: "PantryActionUndone";
      data: { itemId: string; actionId: string; kind: UndoableKind; quantity: number | null; location: string | null };
    }
  | { type: "PantryItemRemoved"; data: { itemId: string; reason: "deleted" | "unpurchased" } }
  | { type: "PantryAdditionProposed"; data: { proposalId: string } & ProposalFields }
  | { type: "PantryProposalAccepted"; data: { proposalId: string; itemId: string } }
  | { type: "PantryProposalDismissed"; data: { proposalId: string; reason: "dismissed" | "unpurchased" } }
  | { type: "PantrySettingsChanged"; data: PantrySettings }
  | {
      type: "PantryExpiryReminderRecorded";
      data: {
        day: string;
        windowDays: number;
        items: { itemId: string; name: string; expiresOn: string; expiryKind: ExpiryKind; expired: boolean }[];
      };
    };

export type PantryEventType = PantryEvent["type"];
export type UndoableKind = "consume" | "discard" | "move";

export const PANTRY_EVENT_TYPES: readonly PantryEventType[] = [
  "PantryItemAdded",
  "PantryItemEdited",
  "PantryItemConsumed",
  "PantryItemOpened",
  "PantryItemMoved",
  "PantryItemDiscarded",
  "PantryActionUndone",
  "PantryItemRemoved",
  "PantryAdditionProposed",
  "PantryProposalAccepted",
  "PantryProposalDismissed",
  "PantrySettingsChanged",
  "PantryExpiryReminderRecorded",
];

/** One action that undo can take back (last one first). */
export interface UndoableAction {
  actionId: string;
  kind: UndoableKind;
  quantity: number | null;
  /** For a move: where the item was before. */
  from: string | null;
}

export interface PantryItemState {
  exists: boolean;
  removed: boolean;
  fields: PantryItemFields;
  source: PantrySource;
  /** Quantity consumed or discarded since it was added (an untouched item has none and was never opened or moved). */
  touched: boolean;
  /** Quantity consumed or thrown away so far (with what is left, what was bought: the base of a waste value). */
  used: number;
  undo: UndoableAction[];
}

const EMPTY_FIELDS: PantryItemFields = {
  productId: null,
  name: "",
  category: null,
  quantity: 0,
  unit: "",
  location: "pantry",
  purchasedOn: null,
  expiresOn: null,
  expiryKind: "best_before",
  openedOn: null,
  pricePaid: null,
  store: null,
  notes: null,
};

export const initialItemState: PantryItemState = {
  exists: false,
  removed: false,
  fields: EMPTY_FIELDS,
  source: { kind: "manual" },
  touched: false,
  used: 0,
  undo: [],
};

export const round = (value: number) => Math.round(value * 1000) / 1000;

export function evolveItem(state: PantryItemState, event: StoredEvent | PantryEvent): PantryItemState {
  const e = event as PantryEvent;
  switch (e.type) {
    case "PantryItemAdded": {
      const { itemId: _itemId, source, ...fields } = e.data;
      return { exists: true, removed: false, fields, source, touched: false, used: 0, undo: [] };
    }
    case "PantryItemEdited":
      return { ...state, fields: { ...state.fields, ...e.data.changes } };
    case "PantryItemConsumed":
      return {
        ...state,
        touched: true,
        used: round(state.used + e.data.quantity),
        fields: { ...state.fields, quantity: e.data.remaining },
        undo: [...state.undo, { actionId: e.data.actionId, kind: "consume", quantity: e.data.quantity, from: null }],
      };
    case "PantryItemDiscarded":
      return {
        ...state,
        touched: true,
        used: round(state.used + e.data.quantity),
        fields: { ...state.fields, quantity: e.data.remaining },
        undo: [...state.undo, { actionId: e.data.actionId, kind: "discard", quantity: e.data.quantity, from: null }],
      };
    case "PantryItemMoved":
      return {
        ...state,
        touched: true,
        fields: { ...state.fields, location: e.data.to },
        undo: [...state.undo, { actionId: e.data.actionId, kind: "move", quantity: null, from: e.data.from }],
      };
    case "PantryItemOpened":
      return { ...state, touched: true, fields: { ...state.fields, openedOn: e.data.openedOn, expiresOn: e.data.expiresOn } };
    case "PantryActionUndone": {
      const undo = state.undo.filter((a) => a.actionId !== e.data.actionId);
      if (e.data.kind === "move") return { ...state, undo, fields: { ...state.fields, location: e.data.location ?? state.fields.location } };
      const quantity = e.data.quantity ?? 0;
      return { ...state, undo, used: round(state.used - quantity), fields: { ...state.fields, quantity: round(state.fields.quantity + quantity) } };
    }
    case "PantryItemRemoved":
      return { ...state, removed: true };
    default:
      return state;
  }
}

export interface ProposalState {
  exists: boolean;
  status: "pending" | "accepted" | "dismissed";
  fields: ProposalFields | null;
  itemId: string | null;
}

export const initialProposalState: ProposalState = { exists: false, status: "pending", fields: null, itemId: null };

export function evolveProposal(state: ProposalState, event: StoredEvent | PantryEvent): ProposalState {
  const e = event as PantryEvent;
  switch (e.type) {
    case "PantryAdditionProposed": {
      const { proposalId: _proposalId, ...fields } = e.data;
      return { exists: true, status: "pending", fields, itemId: null };
    }
    case "PantryProposalAccepted":
      return { ...state, status: "accepted", itemId: e.data.itemId };
    case "PantryProposalDismissed":
      return { ...state, status: "dismissed" };
    default:
      return state;
  }
}

export function evolveSettings(state: PantrySettings, event: StoredEvent | PantryEvent): PantrySettings {
  const e = event as PantryEvent;
  return e.type === "PantrySettingsChanged" ? { ...DEFAULT_SETTINGS, ...e.data } : state;
}

export interface ReminderState {
  days: string[];
}

export function evolveReminders(state: ReminderState, event: StoredEvent | PantryEvent): ReminderState {
  const e = event as PantryEvent;
  return e.type === "PantryExpiryReminderRecorded" ? { days: [...state.days.slice(-30), e.data.day] } : state;
}

export const itemStream = (itemId: string) => `pantry-item-${itemId}`;
export const proposalStream = (proposalId: string) => `pantry-proposal-${proposalId}`;
export const settingsStream = (householdId: string) => `pantry-settings-${householdId}`;
export const remindersStream = (householdId: string) => `pantry-reminders-${householdId}`;

/** The pantry item an event touches, if any. */
export function itemIdOf(event: { data: object }): string | null {
  const id = (event.data as { itemId?: unknown }).itemId;
  return typeof id === "string" ? id : null;
}
