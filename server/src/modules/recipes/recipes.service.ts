import { createHash, randomBytes, randomUUID } from "node:crypto";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import type { EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { ProductCatalog } from "../products/index.js";
import type { PantryService } from "../pantry/index.js";
import type { LeftoversService } from "../leftovers/index.js";
import { compareCookable, planRecipe, type LinePlan, type RecipePlan, type StockItem } from "./cook-plan.js";
import { COOK_NOT_FOUND, decide, RECIPE_NOT_FOUND, type RecipeCommand } from "./recipes.decider.js";
import {
  evolveRecipe,
  initialRecipeState,
  recipeStream,
  type RecipeContent,
  type RecipeEvent,
  type RecipeIngredient,
  type PantryShortfall,
  type PantryTaking,
  type RecipeOrigin,
  type RecipeStep,
} from "./recipes.events.js";
import { importRecipeFromUrl, recipeFromText } from "./recipe-import.js";
import {
  downloadRecipePhoto,
  hasRecipePhoto,
  ownPhotoHash,
  photoFileHash,
  PHOTO_NOT_FETCHED,
  readRecipePhoto,
  RecipePhotoError,
  renderRecipePhoto,
  storeRecipePhoto,
} from "./recipe-photos.js";
import {
  RecipeCookEntity,
  RecipeEntity,
  RecipeShareLinkEntity,
  type RecipeCookRow,
  type RecipeRow,
  type RecipeShareLinkRow,
} from "./projections/recipes.read-model.js";
import { inSystem, type Measure } from "./units.js";
import type { RecipeFilter } from "./recipes.validation.js";

export const SHARE_LINK_GONE = "This share link has expired or was revoked";
export const sharePath = (token: string) => `/app/recipes/import/${token}`;

export interface RecipeIngredientView extends RecipeIngredient {
  /** The amount in metric and in US measures (counts unchanged), at the recipe's own servings. */
  metric: Measure;
  us: Measure;
}

export interface RecipeContentView extends Omit<RecipeContent, "ingredients"> {
  ingredients: RecipeIngredientView[];
  totalMinutes: number | null;
}

/** A draft to review: the content, plus what the import could not carry over ("The page's photo could not be fetched"). */
export interface RecipeDraftView extends RecipeContentView {
  importNotes: string[];
}

export interface RecipeView extends RecipeContentView {
  id: string;
  origin: RecipeOrigin;
  saved: boolean;
  savedAt: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface ShareLinkView {
  id: string;
  recipeId: string;
  token: string;
  path: string;
  expiresAt: string;
  revokedAt: string | null;
  active: boolean;
  createdAt: string;
}

function ingredientView(i: RecipeIngredient): RecipeIngredientView {
  return { ...i, metric: inSystem(i.quantity, i.unit, "metric"), us: inSystem(i.quantity, i.unit, "us") };
}

/**
 * A content (draft or stored) as both doors answer it. Only our own photo copies are ever answered: a
 * remote address (kept by a recipe saved before photos were copied) is left out, never sent to a client.
 */
export function contentView(content: RecipeContent): RecipeContentView {
  const total = content.prepMinutes === null && content.cookMinutes === null ? null : (content.prepMinutes ?? 0) + (content.cookMinutes ?? 0);
  const photoUrl = ownPhotoHash(content.photoUrl) ? content.photoUrl : null;
  return { ...content, photoUrl, ingredients: content.ingredients.map(ingredientView), totalMinutes: total };
}

export function rowContent(row: RecipeRow): RecipeContent {
  return {
    title: row.title,
    description: row.description,
    photoUrl: row.photoUrl,
    servings: row.servings,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    tags: row.tags,
    sourceUrl: row.sourceUrl,
    ingredients: row.ingredients,
    steps: row.steps,
  };
}

function cookableView(recipe: RecipeView, plan: RecipePlan): CookableView {
  const required = plan.lines.filter((l) => !l.optional);
  return {
    recipe,
    coverage: plan.coverage,
    coveredCount: plan.coveredCount,
    requiredCount: plan.requiredCount,
    soonestExpiry: plan.soonestExpiry,
    expiringCount: plan.expiringCount,
    missing: required.filter((l) => l.coverage < 0.999).map((l) => l.name),
    expiringSoon: [...new Set(plan.lines.flatMap((l) => l.takes.filter((t) => t.expiringSoon).map((t) => t.name)))],
  };
}

function recipeView(row: RecipeRow): RecipeView {
  return {
    ...contentView(rowContent(row)),
    id: row.id,
    origin: row.origin,
    saved: row.savedAt !== null,
    savedAt: row.savedAt?.toISOString() ?? null,
    revision: Number(row.revision),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function shareView(row: RecipeShareLinkRow, now: Date): ShareLinkView {
  return {
    id: row.id,
    recipeId: row.recipeId,
    token: row.token,
    path: sharePath(row.token),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    active: row.revokedAt === null && row.expiresAt > now,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What recipes needs of the pantry and leftovers modules (their exports). */
export interface RecipesDependencies {
  catalog: ProductCatalog;
  pantry: Pick<PantryService, "items" | "activeItemsWithin" | "consumeWithin" | "undoWithin">;
  leftovers: Pick<LeftoversService, "keepFromCook" | "today">;
}

/** A finished cook: portions, what it took out of the pantry (and whether that was put back), its leftover. */
export interface CookView {
  id: string;
  recipeId: string;
  servings: number;
  portionsLeft: number;
  portionsEaten: number | null;
  cookedAt: string;
  leftoverId: string | null;
  taken: PantryTaking[];
  missing: PantryShortfall[];
  pantryReturned: boolean;
}

/** A recipe ranked by how much of it the pantry covers ("what can I cook now"). */
export interface CookableView {
  recipe: RecipeView;
  coverage: number;
  coveredCount: number;
  requiredCount: number;
  soonestExpiry: string | null;
  expiringCount: number;
  /** Required lines the pantry does not (fully) cover. */
  missing: string[];
  /** Names of the soon-expiring pantry items the recipe would use. */
  expiringSoon: string[];
}

export interface CookPlanView {
  servings: number;
  lines: LinePlan[];
}

function cookView(row: RecipeCookRow): CookView {
  return {
    id: row.id,
    recipeId: row.recipeId,
    servings: row.servings,
    portionsLeft: row.portionsLeft,
    portionsEaten: row.portionsEaten,
    cookedAt: row.cookedAt.toISOString(),
    leftoverId: row.leftoverId,
    taken: row.taken,
    missing: row.missing,
    pantryReturned: row.pantryReturnedAt !== null,
  };
}

const stockOf = (items: { id: string; productId: string | null; name: string; quantity: number; unit: string; expiresOn: string | null; expiryKind: string; expiryState: string }[]): StockItem[] =>
  items.map((i) => ({ id: i.id, productId: i.productId, name: i.name, quantity: i.quantity, unit: i.unit, expiresOn: i.expiresOn, expiryKind: i.expiryKind, expiryState: i.expiryState }));

/** A stable UUID (v5-shaped) derived from its parts. */
function derivedId(...parts: string[]): string {
  const hex = createHash("sha256").update(parts.join(":")).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A stable recipe id per share link and reading household: importing a link twice gives one copy. */
const importedId = (shareId: string, householdId: string) => derivedId(shareId, householdId);

/** Copies of the ingredients and steps with fresh ids, the steps still pointing at the right lines. */
function freshIds(content: RecipeContent): RecipeContent {
  const ids = new Map(content.ingredients.map((i) => [i.id, randomUUID()]));
  return {
    ...content,
    ingredients: content.ingredients.map((i) => ({ ...i, id: ids.get(i.id)! })),
    steps: content.steps.map((s): RecipeStep => ({ ...s, id: randomUUID(), ingredientIds: s.ingredientIds.map((id) => ids.get(id)!).filter(Boolean) })),
  };
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const singular = (word: string) => word.replace(/(?<=[^aeiou])ies$/, "y").replace(/(?<=(?:s|x|z|ch|sh|o))es$/, "").replace(/(?<!s)s$/, "");

/** Names to look an ingredient up by, best first: "canned tomatoes" → itself, "canned tomato", "tomatoes", "tomato". */
export function candidateNames(name: string): string[] {
  const words = nameKey(name.replace(/\(.*?\)/g, " ")).split(" ").filter(Boolean);
  const last = words.at(-1) ?? "";
  const all = [words.join(" "), [...words.slice(0, -1), singular(last)].join(" "), [...words.slice(0, -1), `${singular(last)}s`].join(" "), words.slice(-2).join(" "), last, singular(last), `${singular(last)}s`];
  return [...new Set(all.filter(Boolean))];
}

/** Recipe commands and queries: the one implementation behind GraphQL and REST. */
export function createRecipesService(core: CoreServices, deps: RecipesDependencies) {
  const { catalog, pantry, leftovers } = deps;

  /** Densities (g per ml) of the catalogue products the ingredients name; read before any transaction. */
  async function densitiesFor(householdId: string, ingredients: readonly RecipeIngredient[]): Promise<Map<string, number | null>> {
    const ids = [...new Set(ingredients.map((i) => i.productId).filter((id): id is string => Boolean(id)))];
    const products = ids.length ? await catalog.getMany(householdId, ids) : new Map();
    return new Map(ids.map((id) => [id, products.get(id)?.densityGPerMl ?? null]));
  }

  async function readCook(em: EventTransaction["em"], householdId: string, cookId: string): Promise<CookView> {
    const row = await em.findOne(RecipeCookEntity, { id: cookId, householdId }, { disableIdentityMap: true });
    if (!row) throw notFound(COOK_NOT_FOUND);
    return cookView(row);
  }

  /** Fills productId of draft lines whose name matches a catalogue product the household can see. */
  async function matchProducts(householdId: string, content: RecipeContent): Promise<RecipeContent> {
    const candidates = content.ingredients.map((i) => (i.productId ? [] : candidateNames(i.name)));
    const found = await catalog.findByNames(householdId, candidates.flat());
    return {
      ...content,
      ingredients: content.ingredients.map((i, index) => {
        if (i.productId) return i;
        const hit = candidates[index]!.map((c) => found.get(c)).find(Boolean);
        return hit ? { ...i, productId: hit.id } : i;
      }),
    };
  }

  /** Refuses product ids the household cannot see (a foreign or unknown product is a 400, not a link). */
  async function checkProducts(householdId: string, content: RecipeContent): Promise<RecipeContent> {
    const ids = content.ingredients.map((i) => i.productId).filter((id): id is string => Boolean(id));
    if (ids.length === 0) return content;
    const known = await catalog.getMany(householdId, ids);
    for (const id of ids) if (!known.has(id)) throw badRequest("Product not found");
    return {
      ...content,
      ingredients: content.ingredients.map((i) => (i.productId ? { ...i, productId: known.get(i.productId)!.id } : i)),
    };
  }

  /**
   * Our own copy of a photo address: a path of ours stays (when we hold it); a web address is fetched
   * through the SSRF guard, checked, re-encoded and kept. Answers null (no photo) and why when it cannot.
   */
  async function copyPhoto(url: string | null): Promise<{ photoUrl: string | null; failure: string | null }> {
    if (!url) return { photoUrl: null, failure: null };
    const own = ownPhotoHash(url);
    if (own) return (await hasRecipePhoto(core.db.em(), own)) ? { photoUrl: url, failure: null } : { photoUrl: null, failure: "UNKNOWN_PHOTO" };
    if (!/^https?:\/\//i.test(url)) return { photoUrl: null, failure: "BAD_URL" };
    try {
      const photo = await renderRecipePhoto(await downloadRecipePhoto(url, { allowAddresses: core.fetchAllowAddresses }));
      return { photoUrl: await storeRecipePhoto(core.db.em(), photo, core.now()), failure: null };
    } catch (err) {
      if (!(err instanceof RecipePhotoError)) throw err;
      core.logger.info({ reason: err.reason }, "recipe photo not copied");
      return { photoUrl: null, failure: err.reason };
    }
  }

  /** A content about to be stored, its photo replaced by our own copy (or none: saving never fails on it). */
  async function withOwnPhoto(content: RecipeContent): Promise<RecipeContent> {
    const { photoUrl } = await copyPhoto(content.photoUrl);
    return { ...content, photoUrl };
  }

  async function run<R>(
    ctx: RequestContext,
    auth: TokenClaims,
    recipeId: string,
    command: RecipeCommand | ((tx: EventTransaction) => Promise<RecipeCommand>),
    answer: (tx: EventTransaction, events: RecipeEvent[]) => Promise<R>,
    options: { fresh?: boolean } = {},
  ): Promise<R> {
    return core.store.execute(
      {
        householdId: auth.householdId,
        actorId: auth.userId,
        now: core.now(),
        clientId: ctx.clientId,
        correlationId: ctx.requestId,
        idempotencyKey: ctx.idempotencyKey,
      },
      async (tx) => {
        const stream = recipeStream(recipeId);
        // `load` reads every row of the stream, whoever owns it: an id of another household is known from it.
        const { state, version } = await tx.load(stream, evolveRecipe, initialRecipeState);
        if (tx.isForeign(stream)) {
          if (options.fresh) throw conflict("This id is already in use; choose another");
          throw notFound(RECIPE_NOT_FOUND);
        }
        const decided = typeof command === "function" ? await command(tx) : command;
        const events = decide(state, decided);
        await tx.append(stream, version, events);
        return answer(tx, events);
      },
      // The recipe's stream comes in the round trip that takes the household's lock.
      { streams: [recipeStream(recipeId)] },
    );
  }

  async function readOne(em: EventTransaction["em"], householdId: string, id: string): Promise<RecipeView> {
    const row = await em.findOne(RecipeEntity, { id, householdId }, { disableIdentityMap: true });
    if (!row) throw notFound(RECIPE_NOT_FOUND);
    return recipeView(row);
  }

  const answerRecipe = (auth: TokenClaims, id: string) => (tx: EventTransaction) => readOne(tx.em, auth.householdId, id);

  async function liveShare(token: string): Promise<{ link: RecipeShareLinkRow; recipe: RecipeRow }> {
    const em = core.db.em();
    const link = await em.findOne(RecipeShareLinkEntity, { token }, { disableIdentityMap: true });
    if (!link || link.revokedAt !== null || link.expiresAt <= core.now()) throw notFound(SHARE_LINK_GONE);
    const recipe = await em.findOne(RecipeEntity, { id: link.recipeId, householdId: link.householdId }, { disableIdentityMap: true });
    if (!recipe) throw notFound(SHARE_LINK_GONE);
    return { link, recipe };
  }

  /** The household's recipes, newest first, narrowed by the filter. */
  async function list(householdId: string, filter: RecipeFilter): Promise<RecipeView[]> {
    const where: Record<string, unknown> = { householdId };
    if (filter.savedOnly) where.savedAt = { $ne: null };
    if (filter.maxTotalMinutes !== null) where.totalMinutes = { $lte: filter.maxTotalMinutes };
    if (filter.search) where.searchText = { $like: `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
    let rows: RecipeRow[] = await core.db.em().find(RecipeEntity, where, {
      orderBy: filter.savedOnly ? { savedAt: "desc", id: "asc" } : { createdAt: "desc", id: "asc" },
      disableIdentityMap: true,
    });
    if (filter.tag) rows = rows.filter((row) => row.tags.includes(filter.tag!));
    return rows.map(recipeView);
  }

  return {
    list,

    async get(householdId: string, id: string): Promise<RecipeView> {
      return readOne(core.db.em(), householdId, id);
    },

    /** Several recipes of the household by id (unknown or foreign ids are left out). */
    async getMany(householdId: string, ids: string[]): Promise<RecipeView[]> {
      if (ids.length === 0) return [];
      const rows = await core.db.em().find(RecipeEntity, { householdId, id: { $in: ids } }, { disableIdentityMap: true });
      return rows.map(recipeView);
    },

    /** Every tag the household uses, with how many recipes carry it, most used first. */
    async tags(householdId: string): Promise<{ tag: string; count: number }[]> {
      const rows = await core.db.em().find(RecipeEntity, { householdId }, { fields: ["tags"], disableIdentityMap: true });
      const counts = new Map<string, number>();
      for (const row of rows) for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
      return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
    },

    async syncPoint(householdId: string): Promise<number> {
      return core.store.headOf(householdId);
    },

    async create(ctx: RequestContext, auth: TokenClaims, input: { id?: string; content: RecipeContent; origin?: RecipeOrigin }): Promise<RecipeView> {
      const id = input.id ?? randomUUID();
      const content = await withOwnPhoto(await checkProducts(auth.householdId, input.content));
      const origin: RecipeOrigin = input.origin ?? (input.content.sourceUrl ? { kind: "web", url: input.content.sourceUrl } : { kind: "manual" });
      return run(ctx, auth, id, { type: "CreateRecipe", recipeId: id, content, origin }, answerRecipe(auth, id), { fresh: true });
    },

    async edit(ctx: RequestContext, auth: TokenClaims, id: string, content: RecipeContent): Promise<RecipeView> {
      const checked = await withOwnPhoto(await checkProducts(auth.householdId, content));
      return run(ctx, auth, id, { type: "EditRecipe", recipeId: id, content: checked }, answerRecipe(auth, id));
    },

    /** A copy in the same household, "(copy)" after its title, recording which recipe it came from. */
    async duplicate(ctx: RequestContext, auth: TokenClaims, sourceId: string, newId?: string): Promise<RecipeView> {
      const id = newId ?? randomUUID();
      return run(
        ctx,
        auth,
        id,
        async (tx) => {
          const source = await readOne(tx.em, auth.householdId, sourceId);
          const row = (await tx.em.findOne(RecipeEntity, { id: source.id, householdId: auth.householdId }, { disableIdentityMap: true }))!;
          const content = freshIds(rowContent(row));
          return {
            type: "CreateRecipe",
            recipeId: id,
            content: { ...content, title: `${content.title} (copy)`.slice(0, 200) },
            origin: { kind: "duplicate", recipeId: sourceId },
          };
        },
        answerRecipe(auth, id),
        { fresh: true },
      );
    },

    async remove(ctx: RequestContext, auth: TokenClaims, id: string): Promise<string> {
      return run(ctx, auth, id, { type: "DeleteRecipe", recipeId: id }, async () => id);
    },

    async setSaved(ctx: RequestContext, auth: TokenClaims, id: string, saved: boolean): Promise<RecipeView> {
      return run(ctx, auth, id, { type: "SaveRecipe", recipeId: id, saved }, answerRecipe(auth, id));
    },

    /**
     * "What can I cook now": the household's recipes (narrowed by the usual filter) ranked by how much
     * of them the pantry covers, by product and quantity; among equals, the ones using the food that
     * expires soonest come first.
     */
    async cookable(householdId: string, filter: RecipeFilter, minCoverage: number): Promise<CookableView[]> {
      const recipes = await list(householdId, filter);
      const stock = stockOf(await pantry.items(householdId));
      const densities = await densitiesFor(householdId, recipes.flatMap((r) => r.ingredients));
      const ranked = recipes.map((recipe) => ({ recipe, title: recipe.title, plan: planRecipe(recipe.ingredients, 1, stock, densities) }));
      return ranked
        .filter((r) => r.plan.coverage >= minCoverage && r.plan.coverage > 0)
        .sort(compareCookable)
        .map(({ recipe, plan }) => cookableView(recipe, plan));
    },

    /** What finishing a cook at `servings` would take out of the pantry (a preview; nothing changes). */
    async cookPlan(householdId: string, id: string, servings: number | null): Promise<CookPlanView> {
      const row = await core.db.em().findOne(RecipeEntity, { id, householdId }, { disableIdentityMap: true });
      if (!row) throw notFound(RECIPE_NOT_FOUND);
      const cooked = servings ?? row.servings;
      const stock = stockOf(await pantry.items(householdId));
      const plan = planRecipe(row.ingredients, cooked / row.servings, stock, await densitiesFor(householdId, row.ingredients));
      return { servings: cooked, lines: plan.lines };
    },

    /**
     * Finishes a cook in one transaction: records it (RecipeCooked), takes the ingredients used, scaled
     * to the servings cooked, out of the pantry through the pantry's own consume command (soonest
     * expiry first), and keeps the portions left as a leftover. The same cook id again changes nothing.
     */
    async finishCook(
      ctx: RequestContext,
      auth: TokenClaims,
      id: string,
      input: { cookId: string; servings: number; portionsLeft: number; portionsEaten: number | null; takeFromPantry: boolean; today: string | null },
    ): Promise<CookView> {
      const at = core.now().toISOString();
      const recipe = await core.db.em().findOne(RecipeEntity, { id, householdId: auth.householdId }, { disableIdentityMap: true });
      const densities = await densitiesFor(auth.householdId, recipe?.ingredients ?? []);
      const cookedOn = leftovers.today(input.today);
      let planned: { taken: PantryTaking[]; leftoverId: string | null; title: string } = { taken: [], leftoverId: null, title: "" };
      return run(
        ctx,
        auth,
        id,
        async (tx) => {
          const [used] = await tx.em.execute<{ household_id: string; recipe_id: string }[]>(
            "select household_id, recipe_id from recipe_cooks where id = ?",
            [input.cookId],
          );
          if (used && (used.household_id !== auth.householdId || used.recipe_id !== id)) throw conflict("This cook id is already in use; choose another");
          const row = await tx.em.findOne(RecipeEntity, { id, householdId: auth.householdId }, { disableIdentityMap: true });
          let taken: PantryTaking[] = [];
          let missing: PantryShortfall[] = [];
          if (row && !used) {
            const stock = input.takeFromPantry ? stockOf(await pantry.activeItemsWithin(tx)) : [];
            const plan = planRecipe(row.ingredients, input.servings / row.servings, stock, densities);
            const lines = plan.lines.filter((l) => !l.optional || l.takes.length > 0);
            taken = input.takeFromPantry
              ? lines.flatMap((l) => l.takes.map((t) => ({ ingredientId: l.ingredientId, itemId: t.itemId, actionId: derivedId("cook", input.cookId, t.itemId), name: t.name, quantity: t.quantity, unit: t.unit })))
              : [];
            missing = input.takeFromPantry ? lines.filter((l) => !l.optional && l.shortfall).map((l) => l.shortfall!) : [];
          }
          planned = { taken, leftoverId: input.portionsLeft > 0 ? randomUUID() : null, title: row?.title ?? "" };
          return {
            type: "RecordCook",
            recipeId: id,
            cookId: input.cookId,
            servings: input.servings,
            portionsLeft: input.portionsLeft,
            portionsEaten: input.portionsEaten,
            taken,
            missing,
            leftoverId: planned.leftoverId,
            at,
          };
        },
        async (tx, events) => {
          if (events.length > 0) {
            // One action per item: two lines of the same item are taken together, undone together.
            const byItem = new Map<string, PantryTaking>();
            for (const t of planned.taken) {
              const seen = byItem.get(t.itemId);
              byItem.set(t.itemId, seen ? { ...seen, quantity: Math.round((seen.quantity + t.quantity) * 1000) / 1000 } : t);
            }
            for (const t of byItem.values()) await pantry.consumeWithin(tx, t.itemId, t.quantity, t.actionId);
            if (planned.leftoverId) {
              await leftovers.keepFromCook(tx, {
                dish: planned.title,
                portions: input.portionsLeft,
                cookedOn,
                recipeId: id,
                cookId: input.cookId,
                leftoverId: planned.leftoverId,
              });
            }
          }
          return readCook(tx.em, auth.householdId, input.cookId);
        },
      );
    },

    /** Puts back what a cook took from the pantry (each item's consume undone; refused once an item changed since). */
    async returnCookToPantry(ctx: RequestContext, auth: TokenClaims, id: string, cookId: string): Promise<CookView> {
      return run(ctx, auth, id, { type: "ReturnCookToPantry", recipeId: id, cookId }, async (tx, events) => {
        for (const event of events) {
          if (event.type !== "RecipeCookPantryReturned") continue;
          const actions = new Map(event.data.returned.map((t) => [t.actionId, t.itemId]));
          for (const [actionId, itemId] of actions) await pantry.undoWithin(tx, itemId, actionId);
        }
        return readCook(tx.em, auth.householdId, cookId);
      });
    },

    async createShareLink(ctx: RequestContext, auth: TokenClaims, recipeId: string, expiresInDays: number): Promise<ShareLinkView> {
      const now = core.now();
      const shareId = randomUUID();
      const token = randomBytes(24).toString("base64url");
      const expiresAt = new Date(now.getTime() + expiresInDays * 86_400_000).toISOString();
      return run(
        ctx,
        auth,
        recipeId,
        { type: "CreateShareLink", recipeId, shareId, token, expiresAt, at: now.toISOString() },
        async (tx) => {
          const row = await tx.em.findOne(RecipeShareLinkEntity, { id: shareId }, { disableIdentityMap: true });
          return shareView(row!, now);
        },
      );
    },

    async revokeShareLink(ctx: RequestContext, auth: TokenClaims, recipeId: string, shareId: string): Promise<ShareLinkView> {
      return run(ctx, auth, recipeId, { type: "RevokeShareLink", recipeId, shareId }, async (tx) => {
        const row = await tx.em.findOne(RecipeShareLinkEntity, { id: shareId, householdId: auth.householdId }, { disableIdentityMap: true });
        return shareView(row!, core.now());
      });
    },

    /** The share links of one recipe of the household, newest first. */
    async shareLinks(householdId: string, recipeId: string): Promise<ShareLinkView[]> {
      await readOne(core.db.em(), householdId, recipeId);
      const rows = await core.db
        .em()
        .find(RecipeShareLinkEntity, { householdId, recipeId }, { orderBy: { createdAt: "desc", id: "asc" }, disableIdentityMap: true });
      const now = core.now();
      return rows.map((row) => shareView(row, now));
    },

    /**
     * What a share link shows to anyone holding it (read-only, no household details). Asked for a
     * household (`readerHouseholdId`), it also answers the recipe's own id when the link is that
     * household's: the recipe is already theirs, and importing it copies nothing.
     */
    async shared(token: string, readerHouseholdId?: string): Promise<RecipeContentView & { expiresAt: string; yourRecipeId: string | null }> {
      const { link, recipe } = await liveShare(token);
      const yourRecipeId = readerHouseholdId !== undefined && link.householdId === readerHouseholdId ? recipe.id : null;
      return { ...contentView(rowContent(recipe)), expiresAt: link.expiresAt.toISOString(), yourRecipeId };
    },

    /**
     * Copies a shared recipe into the caller's household (a new stream recording where it came from).
     * Importing the same link again answers the copy made the first time.
     */
    async importShared(ctx: RequestContext, auth: TokenClaims, token: string): Promise<RecipeView> {
      const { link, recipe } = await liveShare(token);
      if (link.householdId === auth.householdId) return recipeView(recipe);
      const id = importedId(link.id, auth.householdId);
      const existing = await core.db.em().findOne(RecipeEntity, { id, householdId: auth.householdId }, { disableIdentityMap: true });
      if (existing) return recipeView(existing);
      return run(
        ctx,
        auth,
        id,
        {
          type: "CreateRecipe",
          recipeId: id,
          content: freshIds(rowContent(recipe)),
          origin: { kind: "shared", recipeId: recipe.id, householdId: link.householdId, shareId: link.id },
        },
        answerRecipe(auth, id),
        { fresh: true },
      );
    },

    /**
     * A draft read from a web page (SSRF-guarded fetch); nothing is stored until the cook saves it but
     * the page's photo, copied to our own store so the draft points at our URL. A photo that cannot be
     * fetched leaves the draft without one, and the draft says so.
     */
    async draftFromUrl(householdId: string, url: string): Promise<RecipeDraftView> {
      const draft = await importRecipeFromUrl(url, { allowAddresses: core.fetchAllowAddresses });
      const photo = await copyPhoto(draft.photoUrl);
      const importNotes = photo.failure ? [PHOTO_NOT_FETCHED] : [];
      return { ...contentView(await matchProducts(householdId, { ...draft, photoUrl: photo.photoUrl })), importNotes };
    },

    /** A draft read from pasted text. */
    async draftFromText(householdId: string, text: string): Promise<RecipeDraftView> {
      return { ...contentView(await matchProducts(householdId, recipeFromText(text))), importNotes: [] };
    },

    /** One of our recipe photos by its file name (`{sha256}.webp`); the hash is the capability. */
    async photo(file: string): Promise<{ contentType: string; bytes: Buffer }> {
      const hash = photoFileHash(file);
      const photo = hash ? await readRecipePhoto(core.db.em(), hash) : null;
      if (!photo) throw notFound("Photo not found");
      return photo;
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
