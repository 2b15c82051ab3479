import { Router, type Request } from "express";
import { badRequest } from "../../core/errors.js";
import { requireAuth } from "../../core/request.js";
import { describeIdParams } from "../../core/input-guard.js";
import { parseBody } from "../../core/rest.js";
import { DESTINATION_NOT_FOUND, ITEM_NOT_FOUND, LIST_NOT_FOUND } from "./shopping.decider.js";
import type { ShoppingService } from "./shopping.service.js";
import {
  addItemSchema,
  createListSchema,
  moveItemSchema,
  parseSingleField,
  parseStatusFilter,
  PATCHABLE_FIELDS,
  patchItemSchema,
  renameListSchema,
  reorderSchema,
  toItemChanges,
  toNewItem,
} from "./shopping.validation.js";

const PATCH_HINT = "Send one of quantity, estimatedPrice, actualPrice or notes";

/** A JSON object body (parseBody's rule), for the checks made before the schema. */
function objectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

/**
 * The spec's shopping paths (section 7) with their legacy answers, plus rename, archive, restore and
 * reorder in the same style. Every path is scoped by the caller's household: unknown or foreign ids are 404.
 */
export function shoppingRoutes(shopping: ShoppingService): Router {
  const router = Router();
  const lists = "/shopping-lists";
  const item = `${lists}/:listId/items/:itemId`;

  router.get(lists, async (req, res) => {
    const caller = requireAuth(req.ctx);
    res.json(await shopping.lists(caller.householdId, parseStatusFilter(req.query.status)));
  });

  router.post(lists, async (req, res) => {
    const caller = requireAuth(req.ctx);
    const { name } = parseBody(createListSchema.omit({ id: true }), req.body);
    res.status(201).json(await shopping.createList(req.ctx, caller, { name }));
  });

  router.get(`${lists}/:listId`, async (req, res) => {
    res.json(await shopping.list(requireAuth(req.ctx).householdId, req.params.listId));
  });

  /** Rename (no spec path): PATCH /api/shopping-lists/{listId} { name }. */
  router.patch(`${lists}/:listId`, async (req, res) => {
    const caller = requireAuth(req.ctx);
    const { name } = parseBody(renameListSchema, req.body);
    res.json(await shopping.renameList(req.ctx, caller, req.params.listId, name));
  });

  router.delete(`${lists}/:listId`, async (req, res) => {
    await shopping.deleteList(req.ctx, requireAuth(req.ctx), req.params.listId);
    res.status(204).end();
  });

  router.post(`${lists}/:listId/archive`, async (req, res) => {
    res.json(await shopping.archiveList(req.ctx, requireAuth(req.ctx), req.params.listId));
  });

  router.post(`${lists}/:listId/restore`, async (req, res) => {
    res.json(await shopping.restoreList(req.ctx, requireAuth(req.ctx), req.params.listId));
  });

  router.post(`${lists}/:listId/items`, async (req, res) => {
    const caller = requireAuth(req.ctx);
    // The server chooses the id of an item added over REST.
    const input = parseBody(addItemSchema, req.body);
    const result = await shopping.addItem(req.ctx, caller, req.params.listId, toNewItem({ ...input, id: undefined }));
    res.status(201).json(result.item);
  });

  /** Reorder (no spec path): POST /api/shopping-lists/{listId}/items/reorder { itemIds } answers the list. */
  router.post(`${lists}/:listId/items/reorder`, async (req, res) => {
    const caller = requireAuth(req.ctx);
    const { itemIds } = parseBody(reorderSchema, req.body);
    res.json(await shopping.reorderItems(req.ctx, caller, req.params.listId, itemIds));
  });

  router.patch(`${item}/toggle`, async (req, res) => {
    const caller = requireAuth(req.ctx);
    const result = await shopping.toggleItem(req.ctx, caller, req.params.itemId, undefined, req.params.listId);
    res.json(result.item);
  });

  for (const field of ["store", "aisle", "department"] as const) {
    router.patch(`${item}/${field}`, async (req, res) => {
      const caller = requireAuth(req.ctx);
      const changes = parseSingleField(field, objectBody(req));
      const result = await shopping.changeItem(req.ctx, caller, req.params.itemId, changes, req.params.listId);
      res.json(result.item);
    });
  }

  router.patch(item, async (req, res) => {
    const caller = requireAuth(req.ctx);
    const body = objectBody(req);
    for (const key of Object.keys(body)) {
      if ((PATCHABLE_FIELDS as readonly string[]).includes(key)) continue;
      if (key === "store" || key === "aisle" || key === "department") {
        throw badRequest(`Change ${key} with PATCH /api/shopping-lists/{listId}/items/{itemId}/${key}`);
      }
      throw badRequest(`Unknown field "${key}". ${PATCH_HINT}`);
    }
    const changes = toItemChanges(parseBody(patchItemSchema, body), PATCH_HINT);
    const result = await shopping.changeItem(req.ctx, caller, req.params.itemId, changes, req.params.listId);
    res.json(result.item);
  });

  router.delete(item, async (req, res) => {
    await shopping.removeItem(req.ctx, requireAuth(req.ctx), req.params.itemId, req.params.listId);
    res.status(204).end();
  });

  router.post(`${lists}/:sourceListId/items/:itemId/move`, async (req, res) => {
    const caller = requireAuth(req.ctx);
    const { destinationListId } = parseBody(moveItemSchema, req.body);
    if (destinationListId.toLowerCase() === req.params.sourceListId.toLowerCase()) {
      throw badRequest("The item is already on that list: choose a different destinationListId");
    }
    const result = await shopping.moveItem(req.ctx, caller, req.params.itemId, destinationListId, req.params.sourceListId);
    res.json(result.item);
  });

  router.get("/products-enhanced", async (req, res) => {
    res.json(await shopping.products(requireAuth(req.ctx).householdId));
  });

  // A malformed id answers the same 404 as an unknown one (the check itself is core's, for every route).
  return describeIdParams(router, {
    listId: (req) => (req.params.itemId !== undefined ? ITEM_NOT_FOUND : LIST_NOT_FOUND),
    sourceListId: ITEM_NOT_FOUND,
    itemId: ITEM_NOT_FOUND,
    destinationListId: DESTINATION_NOT_FOUND,
  });
}
