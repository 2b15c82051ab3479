import { badRequest, conflict, notFound } from "../../core/errors.js";
import {
  EDITABLE_FIELDS,
  round,
  type DiscardReason,
  type PantryEvent,
  type PantryItemFields,
  type PantryItemState,
  type PantrySettings,
  type PantrySource,
  type ProposalFields,
  type ProposalState,
  type ReminderState,
  type ExpiryKind,
} from "./pantry.events.js";

export const ITEM_NOT_FOUND = "Pantry item not found";
export const PROPOSAL_NOT_FOUND = "Pantry suggestion not found";
export const NOTHING_TO_UNDO = "Nothing to undo";

// ── item commands ──────────────────────────────────────────────────────────────────────────────
/** Puts something in the pantry (typed in, or bought). */
export interface AddPantryItem {
  type: "AddPantryItem";
  itemId: string;
  fields: PantryItemFields;
  source: PantrySource;
  /** Where things may be kept in this household (built-in and its own). */
  locations: readonly string[];
}

/** Corrects fields of an item; only the fields that differ are recorded. */
export interface EditPantryItem {
  type: "EditPantryItem";
  itemId: string;
  changes: Partial<Pick<PantryItemFields, (typeof EDITABLE_FIELDS)[number]>>;
}

/** Uses some of an item, or all of it (quantity null). */
export interface ConsumePantryItem {
  type: "ConsumePantryItem";
  itemId: string;
  actionId: string;
  quantity: number | null;
}

/** Opens an item; its use-by moves closer when the product keeps fewer days once opened. */
export interface OpenPantryItem {
  type: "OpenPantryItem";
  itemId: string;
  on: string;
  /** The product's shelf life once opened, in days, when known. */
  openedShelfLifeDays: number | null;
}

/** Puts an item somewhere else. */
export interface MovePantryItem {
  type: "MovePantryItem";
  itemId: string;
  actionId: string;
  to: string;
  locations: readonly string[];
}

/** Throws some or all of an item away: recorded as waste with its value. */
export interface DiscardPantryItem {
  type: "DiscardPantryItem";
  itemId: string;
  actionId: string;
  quantity: number | null;
  reason: DiscardReason;
  note: string | null;
}

/** Takes back the last consume, discard or move (or the one named, if it is the last). */
export interface UndoPantryAction {
  type: "UndoPantryAction";
  itemId: string;
  actionId: string | null;
}

/** Deletes an item entered by mistake. */
export interface RemovePantryItem {
  type: "RemovePantryItem";
  itemId: string;
}

/** The shopping item it came from was un-marked: the item goes, unless someone already used, opened or moved it. */
export interface ReturnPurchase {
  type: "ReturnPurchase";
  itemId: string;
}

export type PantryItemCommand =
  | AddPantryItem
  | EditPantryItem
  | ConsumePantryItem
  | OpenPantryItem
  | MovePantryItem
  | DiscardPantryItem
  | UndoPantryAction
  | RemovePantryItem
  | ReturnPurchase;

const cents = (value: number) => Math.round(value * 100) / 100;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function live(state: PantryItemState): PantryItemState {
  if (!state.exists || state.removed) throw notFound(ITEM_NOT_FOUND);
  return state;
}

function checkFields(fields: Partial<PantryItemFields>) {
  if (fields.name !== undefined && !fields.name.trim()) throw badRequest("Give the item a name");
  if (fields.quantity !== undefined && !(fields.quantity > 0)) throw badRequest("Quantity must be more than 0");
  if (fields.unit !== undefined && !fields.unit.trim()) throw badRequest("Give a unit (for example pcs, g or ml)");
  if (fields.pricePaid !== undefined && fields.pricePaid !== null && fields.pricePaid < 0) throw badRequest("Price paid cannot be negative");
}

function checkLocation(location: string, locations: readonly string[]) {
  if (!locations.includes(location)) throw badRequest(`Unknown location '${location}': choose one of ${locations.join(", ")}`);
}

/** How much of the item a command takes: all (null) or a part no larger than what is left. */
function amount(state: PantryItemState, quantity: number | null): number {
  const left = state.fields.quantity;
  if (left <= 0) throw conflict("Nothing of this item is left");
  if (quantity === null) return left;
  if (!(quantity > 0)) throw badRequest("Quantity must be more than 0");
  if (quantity > left + 1e-9) throw badRequest(`Only ${left} ${state.fields.unit} left`);
  return round(quantity);
}

export function decideItem(state: PantryItemState, command: PantryItemCommand): PantryEvent[] {
  switch (command.type) {
    case "AddPantryItem": {
      // The same id again (a replayed offline add) records nothing.
      if (state.exists) return [];
      checkFields(command.fields);
      checkLocation(command.fields.location, command.locations);
      return [{ type: "PantryItemAdded", data: { itemId: command.itemId, source: command.source, ...command.fields } }];
    }
    case "EditPantryItem": {
      const item = live(state);
      checkFields(command.changes);
      const changes: Partial<PantryItemFields> = {};
      const previous: Partial<PantryItemFields> = {};
      for (const field of EDITABLE_FIELDS) {
        const value = command.changes[field];
        if (value === undefined || value === item.fields[field]) continue;
        (changes as Record<string, unknown>)[field] = value;
        (previous as Record<string, unknown>)[field] = item.fields[field];
      }
      if (Object.keys(changes).length === 0) return [];
      return [{ type: "PantryItemEdited", data: { itemId: command.itemId, changes, previous } }];
    }
    case "ConsumePantryItem": {
      const item = live(state);
      const quantity = amount(item, command.quantity);
      return [
        {
          type: "PantryItemConsumed",
          data: {
            itemId: command.itemId,
            actionId: command.actionId,
            quantity,
            remaining: round(item.fields.quantity - quantity),
            unit: item.fields.unit,
          },
        },
      ];
    }
    case "OpenPantryItem": {
      const item = live(state);
      if (item.fields.openedOn) return [];
      const current = item.fields.expiresOn;
      const once = command.openedShelfLifeDays === null ? null : addDays(command.on, command.openedShelfLifeDays);
      const expiresOn = once && (!current || once < current) ? once : current;
      return [{ type: "PantryItemOpened", data: { itemId: command.itemId, openedOn: command.on, expiresOn, previousExpiresOn: current } }];
    }
    case "MovePantryItem": {
      const item = live(state);
      checkLocation(command.to, command.locations);
      if (item.fields.location === command.to) return [];
      return [{ type: "PantryItemMoved", data: { itemId: command.itemId, actionId: command.actionId, from: item.fields.location, to: command.to } }];
    }
    case "DiscardPantryItem": {
      const item = live(state);
      const quantity = amount(item, command.quantity);
      const bought = item.fields.quantity + item.used;
      const value = item.fields.pricePaid === null || bought <= 0 ? null : cents((item.fields.pricePaid * quantity) / bought);
      return [
        {
          type: "PantryItemDiscarded",
          data: {
            itemId: command.itemId,
            actionId: command.actionId,
            productId: item.fields.productId,
            name: item.fields.name,
            quantity,
            unit: item.fields.unit,
            remaining: round(item.fields.quantity - quantity),
            reason: command.reason,
            value,
            note: command.note,
          },
        },
      ];
    }
    case "UndoPantryAction": {
      const item = live(state);
      const last = item.undo.at(-1);
      if (!last) throw conflict(NOTHING_TO_UNDO);
      if (command.actionId !== null && command.actionId !== last.actionId) {
        // Already undone (a replay) records nothing; anything older than the last change cannot be undone.
        if (!item.undo.some((a) => a.actionId === command.actionId)) return [];
        throw conflict("Only the last change to this item can be undone");
      }
      return [
        {
          type: "PantryActionUndone",
          data: {
            itemId: command.itemId,
            actionId: last.actionId,
            kind: last.kind,
            quantity: last.kind === "move" ? null : last.quantity,
            location: last.kind === "move" ? last.from : null,
          },
        },
      ];
    }
    case "RemovePantryItem":
      if (!state.exists) throw notFound(ITEM_NOT_FOUND);
      if (state.removed) return [];
      return [{ type: "PantryItemRemoved", data: { itemId: command.itemId, reason: "deleted" } }];
    case "ReturnPurchase":
      if (!state.exists || state.removed || state.touched) return [];
      return [{ type: "PantryItemRemoved", data: { itemId: command.itemId, reason: "unpurchased" } }];
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

// ── proposals (purchase mode "propose") ─────────────────────────────────────────────────────────
export type PantryProposalCommand =
  | { type: "ProposeAddition"; proposalId: string; fields: ProposalFields }
  | { type: "AcceptProposal"; proposalId: string; itemId: string }
  | { type: "DismissProposal"; proposalId: string }
  | { type: "WithdrawProposal"; proposalId: string };

export function decideProposal(state: ProposalState, command: PantryProposalCommand): PantryEvent[] {
  switch (command.type) {
    case "ProposeAddition":
      if (state.exists && state.status === "pending") return [];
      return [{ type: "PantryAdditionProposed", data: { proposalId: command.proposalId, ...command.fields } }];
    case "AcceptProposal":
      if (!state.exists) throw notFound(PROPOSAL_NOT_FOUND);
      if (state.status === "accepted") return [];
      if (state.status === "dismissed") throw notFound(PROPOSAL_NOT_FOUND);
      return [{ type: "PantryProposalAccepted", data: { proposalId: command.proposalId, itemId: command.itemId } }];
    case "DismissProposal":
      if (!state.exists) throw notFound(PROPOSAL_NOT_FOUND);
      if (state.status !== "pending") return [];
      return [{ type: "PantryProposalDismissed", data: { proposalId: command.proposalId, reason: "dismissed" } }];
    case "WithdrawProposal":
      if (!state.exists || state.status !== "pending") return [];
      return [{ type: "PantryProposalDismissed", data: { proposalId: command.proposalId, reason: "unpurchased" } }];
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

// ── settings ────────────────────────────────────────────────────────────────────────────────────
export interface ChangePantrySettings {
  type: "ChangePantrySettings";
  settings: PantrySettings;
}

export const BUILT_IN = ["pantry", "fridge", "freezer"];

export function decideSettings(state: PantrySettings, command: ChangePantrySettings): PantryEvent[] {
  const next = command.settings;
  if (!Number.isInteger(next.expiryWindowDays) || next.expiryWindowDays < 0 || next.expiryWindowDays > 60) {
    throw badRequest("The expiry window is a whole number of days from 0 to 60");
  }
  const custom = next.customLocations.map((l) => l.trim());
  if (custom.some((l) => !l || l.length > 40)) throw badRequest("A location name is 1 to 40 characters");
  const all = [...BUILT_IN, ...custom].map((l) => l.toLowerCase());
  if (new Set(all).size !== all.length) throw badRequest("Each location needs its own name");
  if (custom.length > 20) throw badRequest("A household can add at most 20 locations");
  if (![...BUILT_IN, ...custom].includes(next.defaultLocation)) throw badRequest("The default location must be one of the household's locations");
  const settings = { ...next, customLocations: custom };
  if (JSON.stringify(settings) === JSON.stringify(state)) return [];
  return [{ type: "PantrySettingsChanged", data: settings }];
}

// ── expiry reminders ────────────────────────────────────────────────────────────────────────────
export interface RecordExpiryReminder {
  type: "RecordExpiryReminder";
  day: string;
  windowDays: number;
  items: { itemId: string; name: string; expiresOn: string; expiryKind: ExpiryKind }[];
}

/** One reminder per household per day, and only when something expires within the window (or already has). */
export function decideReminder(state: ReminderState, command: RecordExpiryReminder): PantryEvent[] {
  if (state.days.includes(command.day) || command.items.length === 0) return [];
  return [
    {
      type: "PantryExpiryReminderRecorded",
      data: {
        day: command.day,
        windowDays: command.windowDays,
        items: command.items.map((item) => ({ ...item, expired: item.expiresOn < command.day })),
      },
    },
  ];
}
