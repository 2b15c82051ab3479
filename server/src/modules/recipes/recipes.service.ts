import { createHash, randomBytes, randomUUID } from "node:crypto";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import type { EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { ProductCatalog } from "../products/index.js";
import { decide, RECIPE_NOT_FOUND, type RecipeCommand } from "./recipes.decider.js";
import {
  evolveRecipe,
  initialRecipeState,
  recipeStream,
  type RecipeContent,
  type RecipeEvent,
  type RecipeIngredient,
  type RecipeOrigin,
  type RecipeStep,
} from "./recipes.events.js";
import { importRecipeFromUrl, recipeFromText } from "./recipe-import.js";
import { RecipeEntity, RecipeShareLinkEntity, type RecipeRow, type RecipeShareLinkRow } from "./projections/recipes.read-model.js";
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

/** A content (draft or stored) as both doors answer it. */
export function contentView(content: RecipeContent): RecipeContentView {
  const total = content.prepMinutes === null && content.cookMinutes === null ? null : (content.prepMinutes ?? 0) + (content.cookMinutes ?? 0);
  return { ...content, ingredients: content.ingredients.map(ingredientView), totalMinutes: total };
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

/** A stable recipe id per share link and reading household: importing a link twice gives one copy. */
function importedId(shareId: string, householdId: string): string {
  const hex = createHash("sha256").update(`${shareId}:${householdId}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

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
export function createRecipesService(core: CoreServices, catalog: ProductCatalog) {
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
        const [owner] = await tx.em.execute<{ household_id: string }[]>(
          "select household_id from events where stream_id = ? limit 1",
          [stream],
        );
        if (owner && owner.household_id !== auth.householdId) {
          if (options.fresh) throw conflict("This id is already in use; choose another");
          throw notFound(RECIPE_NOT_FOUND);
        }
        const { state, version } = await tx.load(stream, evolveRecipe, initialRecipeState);
        const decided = typeof command === "function" ? await command(tx) : command;
        const events = decide(state, decided);
        await tx.append(stream, version, events);
        return answer(tx, events);
      },
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

  return {
    /** The household's recipes, newest first, narrowed by the filter. */
    async list(householdId: string, filter: RecipeFilter): Promise<RecipeView[]> {
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
    },

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
      const content = await checkProducts(auth.householdId, input.content);
      const origin: RecipeOrigin = input.origin ?? (input.content.sourceUrl ? { kind: "web", url: input.content.sourceUrl } : { kind: "manual" });
      return run(ctx, auth, id, { type: "CreateRecipe", recipeId: id, content, origin }, answerRecipe(auth, id), { fresh: true });
    },

    async edit(ctx: RequestContext, auth: TokenClaims, id: string, content: RecipeContent): Promise<RecipeView> {
      const checked = await checkProducts(auth.householdId, content);
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

    async recordCook(
      ctx: RequestContext,
      auth: TokenClaims,
      id: string,
      cook: { cookId: string; servings: number; portionsLeft: number },
    ): Promise<RecipeView> {
      const at = core.now().toISOString();
      return run(ctx, auth, id, { type: "RecordCook", recipeId: id, ...cook, at }, answerRecipe(auth, id));
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

    /** What a share link shows to anyone holding it (read-only, no household details). */
    async shared(token: string): Promise<RecipeContentView & { expiresAt: string }> {
      const { link, recipe } = await liveShare(token);
      return { ...contentView(rowContent(recipe)), expiresAt: link.expiresAt.toISOString() };
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

    /** A draft read from a web page (SSRF-guarded fetch); nothing is stored until the cook saves it. */
    async draftFromUrl(householdId: string, url: string): Promise<RecipeContentView> {
      const draft = await importRecipeFromUrl(url, { allowAddresses: core.fetchAllowAddresses });
      return contentView(await matchProducts(householdId, draft));
    },

    /** A draft read from pasted text. */
    async draftFromText(householdId: string, text: string): Promise<RecipeContentView> {
      return contentView(await matchProducts(householdId, recipeFromText(text)));
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
