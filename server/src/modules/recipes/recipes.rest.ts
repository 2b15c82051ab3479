import { Router } from "express";
import { z } from "zod";
import { isoDateTime, routeOn } from "../../core/api-docs.js";
import type { RecipesService } from "./recipes.service.js";

const nullableText = z.string().nullable();
const measure = z.object({ quantity: z.number().nullable(), unit: nullableText });

/** A recipe as a share link shows it: its content, no household details. */
const SharedRecipeBody = z
  .object({
    title: z.string(),
    description: nullableText,
    photoUrl: nullableText.meta({ description: "Our own copy of the photo (/api/public/recipes/photos/{sha256}.webp), never a remote address" }),
    servings: z.number(),
    prepMinutes: z.number().nullable(),
    cookMinutes: z.number().nullable(),
    totalMinutes: z.number().nullable().meta({ description: "Preparation and cooking together; null when neither is known" }),
    tags: z.array(z.string()),
    sourceUrl: nullableText,
    ingredients: z.array(
      z.object({
        id: z.string(),
        quantity: z.number().nullable(),
        unit: nullableText,
        productId: nullableText.meta({ description: "The catalogue product, when matched" }),
        name: z.string(),
        note: nullableText,
        optional: z.boolean(),
        group: nullableText.meta({ description: 'Heading of the group the line belongs to ("For the sauce")' }),
        metric: measure.meta({ description: "The amount in metric measures (counts unchanged)" }),
        us: measure.meta({ description: "The amount in US measures (counts unchanged)" }),
      }),
    ),
    steps: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        timerSeconds: z.number().nullable(),
        ingredientIds: z.array(z.string()).meta({ description: "Ingredients (ids of ingredients) this step uses" }),
      }),
    ),
    expiresAt: isoDateTime.meta({ description: "When the share link stops working" }),
  })
  .meta({ id: "SharedRecipe" });

/**
 * The public read of a share link: what /app/recipes/import/{token} shows a signed-out reader, small
 * enough to render without the app bundle. No household details; 404 once expired or revoked.
 */
export function recipesPublicRoutes(recipes: RecipesService): Router {
  const router = Router();
  routeOn(router, "Recipes")(
    {
      method: "get",
      path: "/public/recipes/shared/:token",
      summary: "A shared recipe, read through its share link",
      description: "No sign-in: the token of the share link is the secret. Read-only, without household details.",
      auth: "none",
      responses: { 200: { description: "The recipe", schema: SharedRecipeBody } },
      errors: { 404: "Unknown token, or a share link that has expired or was revoked" },
    },
    async (req, res) => {
      res.set("cache-control", "no-store");
      // Signed out, nobody's household: the recipe and its link's end only.
      const { yourRecipeId: _notForThePublic, ...shared } = await recipes.shared(String(req.params.token));
      res.json(shared);
    },
  );
  routeOn(router, "Recipes")(
    {
      method: "get",
      path: "/public/recipes/photos/:file",
      summary: "A recipe's photo (our own copy)",
      description:
        "The URL is a recipe's `photoUrl`: file is the SHA-256 of the image followed by .webp (800 px WebP, copied from the recipe page when it was imported), so the answer never changes and may be cached for a year. No sign-in: the hash is the capability, and share pages show the photo to signed-out readers.",
      auth: "none",
      responses: { 200: { description: "The photo (WebP)", contentType: "image/webp" } },
      errors: { 404: "No photo with that hash" },
    },
    async (req, res) => {
      const photo = await recipes.photo(String(req.params.file));
      res.set({
        "Content-Type": photo.contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: `"${String(req.params.file).slice(0, 64)}"`,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      });
      res.send(photo.bytes);
    },
  );
  return router;
}
