import { Router, type Request } from "express";
import type { TokenService } from "../../core/tokens.js";
import { ownPhotoHash } from "./recipe-photos.js";
import type { RecipesService } from "./recipes.service.js";

/**
 * The public share page: /app/recipes/import/{token} opened from a link is answered by the server as a
 * small HTML page with the recipe (no app bundle, no script at all, so it works under the strict CSP
 * and loads at once on a phone), a call to sign up, and "Add to my recipes", which opens the app's
 * import screen (`?add=1`, answered by the client app) that copies it into the reader's household.
 * A reader signed in on this browser (the app's `token` cookie names a live session with full access)
 * gets the app's own screen instead, inside the app's header and footer, with no call to sign up.
 * An expired or revoked link answers 404.
 */

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #2a211b; background: #fbf7f2; }
  body { margin: 0; }
  header.bar { background: #9a3f1d; color: #fff; padding: 0.75rem 1rem; }
  header.bar a { color: #fff; font-weight: 700; text-decoration: none; }
  main { max-width: 52rem; margin: 0 auto; padding: 1.25rem 1rem 3rem; }
  h1 { font-size: clamp(1.6rem, 5vw, 2.3rem); margin: 0.3rem 0 0.5rem; }
  .meta, .hint { color: #5e5047; }
  .tags { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.35rem; }
  .tags li { background: #f4ece3; border-radius: 999px; padding: 0.1rem 0.6rem; font-size: 0.85rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.6rem; margin: 1rem 0 1.5rem; }
  .button { display: inline-block; padding: 0.65rem 1.1rem; border-radius: 0.5rem; text-decoration: none; font-weight: 600; }
  .primary { background: #9a3f1d; color: #fff; }
  .secondary { background: #fff; color: #9a3f1d; border: 1px solid #9a3f1d; }
  .columns { display: grid; gap: 1.5rem; grid-template-columns: minmax(14rem, 1fr) 2fr; }
  @media (max-width: 40rem) { .columns { grid-template-columns: 1fr; } }
  section { background: #fff; border: 1px solid #e3d6c8; border-radius: 0.75rem; padding: 1rem 1.25rem; box-shadow: 0 1px 2px rgb(42 33 27 / 8%); }
  li { margin: 0.35rem 0; line-height: 1.45; }
  .group { list-style: none; font-weight: 600; margin-top: 0.8rem; margin-left: -1.1rem; }
  .cta { margin-top: 2rem; background: #f4ece3; }
  .photo { display: block; width: 100%; max-width: 40rem; max-height: 26rem; object-fit: cover; border-radius: 0.75rem; margin: 0.5rem 0 1rem; }
`;

/** The app's own icon (client/index.html), so the tab looks the same and asks for no /favicon.ico. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%239a3f1d'/%3E%3Cpath d='M16 6c3 4 6 7 6 11a6 6 0 0 1-12 0c0-2 1-4 2-5 0 2 1 3 2 3 0-4 1-6 2-9z' fill='%23fdf6ee'/%3E%3C/svg%3E";

/** The app's session cookie (client/src/lib/token-cookie.ts), when the browser sent one. */
function sessionCookie(req: Request): string | null {
  const match = /(?:^|;\s*)token=([^;]+)/.exec(req.headers.cookie ?? "");
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

function quantityText(quantity: number | null, unit: string | null): string {
  if (quantity === null) return unit ?? "";
  const rounded = Math.round(quantity * 100) / 100;
  return [rounded.toLocaleString("en-US"), unit ?? ""].filter(Boolean).join(" ");
}

function minutesText(minutes: number | null): string {
  if (!minutes) return "";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ");
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${FAVICON}">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="bar"><a href="/">Hearth</a></header>
<main>
${body}
</main>
</body>
</html>`;
}

export function sharedRecipeHtml(token: string, recipe: Awaited<ReturnType<RecipesService["shared"]>>): string {
  const addPath = `/app/recipes/import/${token}?add=1`;
  const signUp = `/app/auth?mode=register&redirect=${encodeURIComponent(addPath)}`;
  const meta = [`${recipe.servings} servings`, recipe.prepMinutes ? `Prep ${minutesText(recipe.prepMinutes)}` : "", recipe.cookMinutes ? `Cook ${minutesText(recipe.cookMinutes)}` : ""]
    .filter(Boolean)
    .join(" · ");
  let group: string | null = null;
  const ingredients = recipe.ingredients
    .map((i) => {
      const heading = i.group && i.group !== group ? `<li class="group">${escapeHtml(i.group)}</li>` : "";
      group = i.group;
      const amount = quantityText(i.quantity, i.unit);
      return `${heading}<li>${amount ? `<strong>${escapeHtml(amount)}</strong> ` : ""}${escapeHtml(i.name)}${i.note ? `, ${escapeHtml(i.note)}` : ""}${i.optional ? " (optional)" : ""}</li>`;
    })
    .join("\n");
  const steps = recipe.steps
    .map((s) => `<li>${escapeHtml(s.text)}${s.timerSeconds ? ` <span class="hint">(timer ${escapeHtml(minutesText(Math.round(s.timerSeconds / 60)) || `${s.timerSeconds} s`)})</span>` : ""}</li>`)
    .join("\n");
  const expires = new Date(recipe.expiresAt).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return page(
    `${recipe.title} · Shared recipe · Hearth`,
    `<p class="hint">Shared with you · link valid until ${escapeHtml(expires)}</p>
<h1>${escapeHtml(recipe.title)}</h1>
${ownPhotoHash(recipe.photoUrl) ? `<img class="photo" src="${escapeHtml(recipe.photoUrl!)}" alt="${escapeHtml(recipe.title)}">` : ""}
${recipe.description ? `<p class="meta">${escapeHtml(recipe.description)}</p>` : ""}
<p class="meta">${escapeHtml(meta)}</p>
${recipe.tags.length ? `<ul class="tags" aria-label="Tags">${recipe.tags.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>` : ""}
<div class="actions">
  <a class="button primary" href="${escapeHtml(addPath)}">Add to my recipes</a>
  <a class="button secondary" href="${escapeHtml(signUp)}">New to Hearth? Sign up free</a>
</div>
<div class="columns">
  <section aria-labelledby="ingredients"><h2 id="ingredients">Ingredients</h2><ul>${ingredients}</ul></section>
  <section aria-labelledby="steps"><h2 id="steps">Steps</h2><ol>${steps}</ol></section>
</div>
<section class="cta">
  <h2>Cook it with Hearth</h2>
  <p>Hearth scales recipes for your family, plans them into the week, builds the shopping list from what your pantry is missing and keeps track of the leftovers. Sign up free and this recipe is copied into your household.</p>
  <p><a class="button primary" href="${escapeHtml(signUp)}">Create a free account</a></p>
</section>`,
  );
}

export function goneHtml(): string {
  return page(
    "Share link not available · Hearth",
    `<h1>This share link has expired or was revoked</h1>
<p class="meta">Ask whoever sent it for a new link.</p>
<p><a class="button primary" href="/app/recipes">Go to My Recipes</a></p>`,
  );
}

/**
 * GET /app/recipes/import/:token as server-rendered HTML; `?add=1`, or a reader signed in on this
 * browser, goes on to the client app's import screen.
 */
export function recipesSharePage(recipes: RecipesService, tokens: () => TokenService): Router {
  const router = Router();
  router.get("/app/recipes/import/:token", async (req, res, next) => {
    if (req.query.add !== undefined) return next();
    const cookie = sessionCookie(req);
    if (cookie) {
      const caller = await tokens().authenticate(cookie).catch(() => null);
      if (caller && caller.access !== "subscription_only") return next();
    }
    res.set("Cache-Control", "no-store");
    res.set("X-Robots-Tag", "noindex");
    const token = String(req.params.token);
    try {
      if (!TOKEN.test(token)) throw new Error("bad token");
      const recipe = await recipes.shared(token);
      res.status(200).type("html").send(sharedRecipeHtml(token, recipe));
    } catch (error) {
      if (error instanceof Error && (error.message === "bad token" || (error as { status?: number }).status === 404)) {
        res.status(404).type("html").send(goneHtml());
        return;
      }
      next(error);
    }
  });
  return router;
}
