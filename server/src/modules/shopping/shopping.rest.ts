import { Router, type Request } from "express";
import { z } from "zod";
import { isoDateTime, routeOn } from "../../core/api-docs.js";
import { badRequest } from "../../core/errors.js";
import { requireAuth } from "../../core/request.js";
import { describeIdParams } from "../../core/input-guard.js";
import { parseBody } from "../../core/rest.js";
import { DESTINATION_NOT_FOUND, ITEM_NOT_FOUND, LIST_NOT_FOUND } from "./shopping.decider.js";
import type { ShoppingService } from "./shopping.service.js";
import {
  addItemSchema,
  createListSchema,
  itemFieldSchemas,
  LIST_STATUS_FILTERS,
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

const nullableText = z.string().nullable();

/** A list item as REST and GraphQL answer it (spec section 3 "List item"). */
export const ShoppingItemBody = z
  .object({
    id: z.string().meta({ format: "uuid" }),
    listId: z.string().meta({ format: "uuid" }),
    name: z.string(),
    category: nullableText,
    quantity: z.number(),
    estimatedPrice: z.number().nullable().meta({ description: "USD" }),
    actualPrice: z.number().nullable().meta({ description: "USD" }),
    orderPosition: z.number().int().nullable().meta({ description: "Missing positions sort as 999" }),
    store: nullableText,
    aisle: nullableText,
    department: nullableText,
    notes: nullableText,
    completedAt: isoDateTime.nullable().meta({ description: "When it was marked purchased" }),
    purchased: z.boolean(),
    revision: z.number().int(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: "ShoppingItem" });

export const ShoppingListBody = z
  .object({
    id: z.string().meta({ format: "uuid" }),
    name: z.string(),
    status: z.enum(["active", "archived"]),
    items: z.array(ShoppingItemBody),
    revision: z.number().int(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: "ShoppingList" });

export const EnhancedProductBody = z
  .object({
    id: z.string(),
    name: z.string(),
    brand: nullableText,
    category: z.string(),
    subcategory: nullableText,
    thumbnailUrl: nullableText,
    imageUrl: nullableText,
    lastUsed: isoDateTime,
    useCount: z.number().int(),
  })
  .meta({ id: "EnhancedProduct" });

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
  const route = routeOn(router, "Shopping lists");
  const lists = "/shopping-lists";
  const list = { 200: { description: "The list with its items", schema: ShoppingListBody } };
  const item = { 200: { description: "The item as it is now", schema: ShoppingItemBody } };
  const itemPath = `${lists}/:listId/items/:itemId`;

  route(
    {
      method: "get",
      path: lists,
      summary: "The household's shopping lists",
      description: "Each list with its items in order.",
      auth: "required",
      query: z.object({
        status: z.enum(LIST_STATUS_FILTERS).optional().meta({ description: "active (default), archived or all" }),
      }),
      responses: { 200: { description: "The lists", schema: z.array(ShoppingListBody) } },
      errors: { 400: "status is not active, archived or all" },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      res.json(await shopping.lists(caller.householdId, parseStatusFilter(req.query.status)));
    },
  );

  route(
    {
      method: "post",
      path: lists,
      summary: "Create a shopping list",
      auth: "required",
      body: createListSchema.omit({ id: true }),
      responses: { 201: { description: "The new, empty list", schema: ShoppingListBody } },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const { name } = parseBody(createListSchema.omit({ id: true }), req.body);
      res.status(201).json(await shopping.createList(req.ctx, caller, { name }));
    },
  );

  route(
    { method: "get", path: `${lists}/:listId`, summary: "One shopping list", auth: "required", responses: list },
    async (req, res) => {
      res.json(await shopping.list(requireAuth(req.ctx).householdId, req.params.listId));
    },
  );

  /** Rename (no spec path): PATCH /api/shopping-lists/{listId} { name }. */
  route(
    { method: "patch", path: `${lists}/:listId`, summary: "Rename a list", auth: "required", body: renameListSchema, responses: list },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const { name } = parseBody(renameListSchema, req.body);
      res.json(await shopping.renameList(req.ctx, caller, req.params.listId, name));
    },
  );

  route(
    {
      method: "delete",
      path: `${lists}/:listId`,
      summary: "Delete a list and its items",
      auth: "required",
      responses: { 204: { description: "Deleted" } },
    },
    async (req, res) => {
      await shopping.deleteList(req.ctx, requireAuth(req.ctx), req.params.listId);
      res.status(204).end();
    },
  );

  route(
    { method: "post", path: `${lists}/:listId/archive`, summary: "Archive a list", auth: "required", responses: list },
    async (req, res) => {
      res.json(await shopping.archiveList(req.ctx, requireAuth(req.ctx), req.params.listId));
    },
  );

  route(
    { method: "post", path: `${lists}/:listId/restore`, summary: "Bring an archived list back", auth: "required", responses: list },
    async (req, res) => {
      res.json(await shopping.restoreList(req.ctx, requireAuth(req.ctx), req.params.listId));
    },
  );

  route(
    {
      method: "post",
      path: `${lists}/:listId/items`,
      summary: "Add an item to a list",
      description: "The server chooses the item's id. Numbers may come as text (\"2\", \"3.49\"); an empty price counts as 0. Unknown fields are ignored.",
      auth: "required",
      body: addItemSchema.omit({ id: true }),
      responses: { 201: { description: "The new item", schema: ShoppingItemBody } },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      // The server chooses the id of an item added over REST.
      const input = parseBody(addItemSchema, req.body);
      const result = await shopping.addItem(req.ctx, caller, req.params.listId, toNewItem({ ...input, id: undefined }), "item");
      res.status(201).json(result.item);
    },
  );

  /** Reorder (no spec path): POST /api/shopping-lists/{listId}/items/reorder { itemIds } answers the list. */
  route(
    {
      method: "post",
      path: `${lists}/:listId/items/reorder`,
      summary: "Put a list's items in a new order",
      auth: "required",
      body: reorderSchema,
      responses: { 200: { description: "The list in its new order", schema: ShoppingListBody } },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const { itemIds } = parseBody(reorderSchema, req.body);
      res.json(await shopping.reorderItems(req.ctx, caller, req.params.listId, itemIds));
    },
  );

  route(
    {
      method: "patch",
      path: `${itemPath}/toggle`,
      summary: "Mark an item purchased, or not purchased again",
      auth: "required",
      responses: item,
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const result = await shopping.toggleItem(req.ctx, caller, req.params.itemId, undefined, req.params.listId, "item");
      res.json(result.item);
    },
  );

  for (const field of ["store", "aisle", "department"] as const) {
    route(
      {
        method: "patch",
        path: `${itemPath}/${field}`,
        summary: `Change an item's ${field}`,
        description: `The body carries \`${field}\`; null or "" clears it.`,
        auth: "required",
        body: z.object({ [field]: itemFieldSchemas[field] }),
        responses: item,
      },
      async (req, res) => {
        const caller = requireAuth(req.ctx);
        const changes = parseSingleField(field, objectBody(req));
        const result = await shopping.changeItem(req.ctx, caller, req.params.itemId, changes, req.params.listId, "item");
        res.json(result.item);
      },
    );
  }

  route(
    {
      method: "patch",
      path: itemPath,
      summary: "Change an item's quantity, prices or notes",
      description: "One or more of quantity, estimatedPrice, actualPrice and notes; other fields are refused.",
      auth: "required",
      body: patchItemSchema,
      responses: item,
    },
    async (req, res) => {
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
      const result = await shopping.changeItem(req.ctx, caller, req.params.itemId, changes, req.params.listId, "item");
      res.json(result.item);
    },
  );

  route(
    { method: "delete", path: itemPath, summary: "Remove an item", auth: "required", responses: { 204: { description: "Removed" } } },
    async (req, res) => {
      await shopping.removeItem(req.ctx, requireAuth(req.ctx), req.params.itemId, req.params.listId, "item");
      res.status(204).end();
    },
  );

  route(
    {
      method: "post",
      path: `${lists}/:sourceListId/items/:itemId/move`,
      summary: "Move an item to another list",
      auth: "required",
      body: moveItemSchema,
      responses: { 200: { description: "The item on its new list", schema: ShoppingItemBody } },
      errors: { 400: "destinationListId is missing or is the list the item is already on" },
    },
    async (req, res) => {
      const caller = requireAuth(req.ctx);
      const { destinationListId } = parseBody(moveItemSchema, req.body);
      if (destinationListId.toLowerCase() === req.params.sourceListId.toLowerCase()) {
        throw badRequest("The item is already on that list: choose a different destinationListId");
      }
      const result = await shopping.moveItem(req.ctx, caller, req.params.itemId, destinationListId, req.params.sourceListId, "item");
      res.json(result.item);
    },
  );

  route(
    {
      method: "get",
      path: "/products-enhanced",
      summary: "Products the household has put on its lists",
      description: "Most used first, for suggestions while adding an item.",
      tag: "Products",
      auth: "required",
      responses: { 200: { description: "The products", schema: z.array(EnhancedProductBody) } },
    },
    async (req, res) => {
      res.json(await shopping.products(requireAuth(req.ctx).householdId));
    },
  );

  // A malformed id answers the same 404 as an unknown one (the check itself is core's, for every route).
  return describeIdParams(router, {
    listId: (req) => (req.params.itemId !== undefined ? ITEM_NOT_FOUND : LIST_NOT_FOUND),
    sourceListId: ITEM_NOT_FOUND,
    itemId: ITEM_NOT_FOUND,
    destinationListId: DESTINATION_NOT_FOUND,
  });
}
