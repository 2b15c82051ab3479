import { badRequest, conflict, notFound } from "../../core/errors.js";
import { WASTE_REASONS, type WasteEntryFields, type WasteEntryState, type WasteEvent } from "./waste.events.js";

/** Records food thrown away by hand. */
export interface RecordWaste {
  type: "RecordWaste";
  entryId: string;
  fields: WasteEntryFields;
}

/** Takes back a waste entry recorded by hand (pantry and leftover entries are undone where they were made). */
export interface DeleteWasteEntry {
  type: "DeleteWasteEntry";
  entryId: string;
}

export type WasteCommand = RecordWaste | DeleteWasteEntry;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function record(state: WasteEntryState, c: RecordWaste): WasteEvent[] {
  if (state.exists) throw conflict("A waste entry with this id already exists");
  const f = c.fields;
  const name = f.name.trim();
  if (!name) throw badRequest("Name must not be blank");
  if (name.length > 120) throw badRequest("Name must be at most 120 characters");
  if (!Number.isFinite(f.quantity) || f.quantity <= 0 || f.quantity > 100_000) throw badRequest("Quantity must be above 0");
  if (!f.unit.trim()) throw badRequest("Unit must not be blank");
  if (!(WASTE_REASONS as readonly string[]).includes(f.reason)) throw badRequest("Reason must be spoiled, expired, too_much or other");
  if (f.value !== null && (!Number.isFinite(f.value) || f.value < 0 || f.value > 1_000_000)) throw badRequest("Value must be 0 or more");
  if (!DAY.test(f.day)) throw badRequest("Day must look like 2026-11-23");
  return [
    {
      type: "WasteRecorded",
      data: {
        entryId: c.entryId,
        ...f,
        name,
        unit: f.unit.trim(),
        category: f.category?.trim() || null,
        value: f.value === null ? null : Math.round(f.value * 100) / 100,
      },
    },
  ];
}

function remove(state: WasteEntryState, c: DeleteWasteEntry): WasteEvent[] {
  if (state.deleted) return [];
  if (!state.exists) throw notFound("Waste entry not found");
  return [{ type: "WasteEntryDeleted", data: { entryId: c.entryId } }];
}

export function decideWaste(state: WasteEntryState, command: WasteCommand): WasteEvent[] {
  switch (command.type) {
    case "RecordWaste":
      return record(state, command);
    case "DeleteWasteEntry":
      return remove(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
