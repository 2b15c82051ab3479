import { Router } from "express";
import type { RecipesService } from "./recipes.service.js";

/**
 * The public read of a share link: what /app/recipes/import/{token} shows a signed-out reader, small
 * enough to render without the app bundle. No household details; 404 once expired or revoked.
 */
export function recipesPublicRoutes(recipes: RecipesService): Router {
  const router = Router();
  router.get("/public/recipes/shared/:token", async (req, res) => {
    res.set("cache-control", "no-store");
    res.json(await recipes.shared(String(req.params.token)));
  });
  return router;
}
