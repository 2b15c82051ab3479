import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// Recipes in a real browser: import from a local recipe page, scaled for a family of four with
// portion multipliers, seen live on a second device, cooked with a timer, shared and imported by
// another household.

const chromium = checkChromium();
type Account = Awaited<ReturnType<typeof registerUser>>;

const page = (port: number) => `<!doctype html><html><head><title>Tomato soup</title><script type="application/ld+json">
{"@context":"https://schema.org","@graph":[{"@type":"Recipe","name":"Roast tomato soup","recipeYield":"4 servings",
 "image":"http://127.0.0.2:${port}/soup.png",
 "prepTime":"PT10M","cookTime":"PT30M","keywords":"soup",
 "recipeIngredient":["800 g tomatoes","2 tbsp olive oil","1 onion, chopped"],
 "recipeInstructions":[{"@type":"HowToStep","text":"Roast the tomatoes with the olive oil."},
  {"@type":"HowToStep","text":"Fry the onion, then let the soup rest for 2 seconds."}]}]}
</script></head><body><h1>Roast tomato soup</h1></body></html>`;

describe.skipIf(!chromium.available)("recipes in the browser", () => {
  let site: http.Server;
  let sitePort: number;
  const contexts: BrowserContext[] = [];

  // Around the suite: a recipe site on this machine, up before the app and closed after it.
  beforeAll(async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b83227" } }).png().toBuffer();
    site = http.createServer((req, res) => {
      if (req.url === "/soup.png") {
        res.writeHead(200, { "content-type": "image/png" });
        return res.end(photo);
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(page(sitePort));
    });
    await new Promise<void>((resolve) => site.listen(0, "0.0.0.0", resolve));
    sitePort = (site.address() as AddressInfo).port;
  });
  afterAll(async () => {
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
  });
  const suite = browserSuite({ fetchAllowAddresses: ["127.0.0.2"] });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  });

  async function device(account: Account, path: string): Promise<Page> {
    const context = await suite.browser.newContext();
    contexts.push(context);
    await context.addInitScript(
      ({ token, user }) => {
        if (!localStorage.getItem("token")) {
          localStorage.setItem("token", token);
          localStorage.setItem("user", JSON.stringify(user));
        }
      },
      { token: account.token, user: account.user },
    );
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${suite.app.url}${path}`);
    return page;
  }
  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

  it("imports, scales for the family, updates live, cooks with a timer and shares to another household", { timeout: 120_000 }, async () => {
    const family = await registerUser(suite.app, { username: "Okafor" });
    const friends = await registerUser(suite.app, { username: "Lindqvist" });
    // A family of four: you (1) + three members with multipliers 1, 0.75 and 0.5 → 3.25 portions → 3.5 servings.
    for (const [name, multiplier] of [["Ada", 1], ["Ben", 0.75], ["Cleo", 0.5]] as const) {
      const res = await gql(
        suite.app,
        `mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { id } }`,
        { input: { name, defaultPortionMultiplier: multiplier } },
        family.token,
      );
      expect(res.errors).toBeUndefined();
    }

    const phone = await device(family, "/app/recipes");
    await phone.getByRole("heading", { name: "My Recipes", level: 1 }).waitFor();
    await phone.getByText("No recipes yet.").waitFor();

    const kitchen = await device(family, "/app/recipes/add");
    await kitchen.getByLabel("Recipe page address").fill(`http://127.0.0.2:${sitePort}/soup`);
    await kitchen.getByRole("button", { name: "Read recipe" }).click();
    await toast(kitchen, "Recipe read").waitFor();
    await expect.poll(() => kitchen.getByLabel("Title").inputValue()).toBe("Roast tomato soup");
    // The page's photo, copied by Hearth: the draft shows our own copy, which the CSP lets the page load.
    const draftPhoto = kitchen.getByRole("img", { name: "The recipe's photo" });
    await draftPhoto.waitFor();
    expect(await draftPhoto.getAttribute("src")).toMatch(/^\/api\/public\/recipes\/photos\/[0-9a-f]{64}\.webp$/);
    await kitchen.waitForFunction(() => (document.querySelector("img.recipe-card__photo") as HTMLImageElement | null)?.naturalWidth === 640);
    await kitchen.getByRole("button", { name: "Save recipe" }).click();
    await toast(kitchen, "Recipe added").waitFor();
    await kitchen.getByRole("heading", { name: "Roast tomato soup", level: 1 }).waitFor();
    await kitchen.waitForFunction(() => {
      const img = document.querySelector("img.recipe-card__photo") as HTMLImageElement | null;
      return Boolean(img?.src.includes("/api/public/recipes/photos/") && img.complete && img.naturalWidth === 640);
    });

    // The phone shows it without a reload.
    await phone.getByRole("link", { name: "Roast tomato soup" }).waitFor();

    // Scaled for the family: 3.5 of 4 servings → 700 g tomatoes; US measures on request.
    await expect.poll(() => kitchen.getByLabel("Cook for").inputValue()).toBe("3.5");
    await kitchen.getByText("Family portions: You ×1, Ada ×1, Ben ×0.75, Cleo ×0.5 = 3.25").waitFor();
    await kitchen.locator(".recipe__ingredients").getByText("700 g").waitFor();
    await kitchen.getByLabel("Units").selectOption("us");
    await kitchen.locator(".recipe__ingredients").getByText("1.54 lb").waitFor();

    // Cooking mode with a timer that runs across steps.
    await kitchen.getByRole("link", { name: "Start cooking" }).click();
    await kitchen.getByRole("heading", { name: "Step 1 of 2" }).waitFor();
    await kitchen.locator(".cook__ingredients").getByText("700 g").waitFor();
    await kitchen.getByRole("button", { name: "Next step" }).click();
    await kitchen.getByRole("button", { name: "Start timer (00:02)" }).click();
    await kitchen.getByText("Step 2: Done!").waitFor();
    await kitchen.getByRole("button", { name: "Stop alarm" }).click();
    await kitchen.getByRole("button", { name: "Finish cooking" }).click();
    await kitchen.getByLabel("How many portions are left over?").fill("1.5");
    await kitchen.getByRole("button", { name: "Done" }).click();
    await kitchen.getByRole("heading", { name: "Enjoy your meal!" }).waitFor();
    await kitchen.getByText("1½ portions are kept in the fridge as a leftover.").waitFor();
    const cooks = await suite.app.db.em().execute("select portions_left, servings from recipe_cooks");
    expect(cooks).toEqual([{ portions_left: 1.5, servings: 3.5 }]);
    await kitchen.getByRole("link", { name: "Back to the recipe" }).click();

    // Share, and the friends' household copies it.
    await kitchen.getByRole("button", { name: "Create share link" }).click();
    await toast(kitchen, "Share link created").waitFor();
    const link = await kitchen.getByLabel("Share link", { exact: true }).inputValue();
    expect(link).toMatch(/\/app\/recipes\/import\/[\w-]+$/);
    const friend = await device(friends, new URL(link).pathname);
    // The link opens the server's page (no app code), whose "Add to my recipes" copies it in the app.
    await friend.getByRole("heading", { name: "Roast tomato soup", level: 1 }).waitFor();
    // The script-free share page shows the stored photo too.
    await friend.waitForFunction(() => {
      const img = document.querySelector("img.photo") as HTMLImageElement | null;
      return Boolean(img?.getAttribute("src")?.startsWith("/api/public/recipes/photos/") && img.complete && img.naturalWidth === 640);
    });
    await friend.getByRole("link", { name: "Add to my recipes" }).click();
    await toast(friend, "Recipe added").waitFor();
    await friend.getByRole("link", { name: "Start cooking" }).waitFor();
    const own = await gql(suite.app, `{ recipes { title origin { kind } } }`, {}, friends.token);
    expect(own.data.recipes).toEqual([{ title: "Roast tomato soup", origin: { kind: "shared" } }]);

    // A browser signed in to Hearth (its session cookie) opening a link gets the app's screen, in the app's frame:
    // for its own household's recipe, nothing to copy, just the way to it.
    const signedIn = await suite.browser.newContext();
    contexts.push(signedIn);
    await signedIn.addCookies([{ name: "token", value: family.token, url: suite.app.url }]);
    await signedIn.addInitScript(
      ({ token, user }) => {
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      },
      { token: family.token, user: family.user },
    );
    const ownLink = await signedIn.newPage();
    await ownLink.goto(link);
    await ownLink.getByText("This recipe is already one of your household's recipes.").waitFor();
    expect(await ownLink.getByRole("banner").count()).toBe(1);
    expect(await ownLink.getByText("Sign up free").count()).toBe(0);
    await ownLink.getByRole("link", { name: "Open in My Recipes" }).click();
    await ownLink.getByRole("link", { name: "Start cooking" }).waitFor();
    expect(new URL(ownLink.url()).pathname).toMatch(/^\/app\/recipes\/[0-9a-f-]{36}$/);
  });
});
