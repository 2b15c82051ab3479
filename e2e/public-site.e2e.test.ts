import { afterAll, describe, expect, it } from "vitest";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { registerUser, startTestApp } from "../server/test/support/test-app.js";
import { clientDist } from "./support/browser.js";
import { browserSuite } from "./support/suite.js";

// The public site of issue 5: both landing pages with every section of the spec in order, their links,
// 'Stay Updated', the legal and cookie pages, the cookie banner, consented analytics page views, and
// public pages that never download the app's bundle.
const chromium = checkChromium();

const MEASUREMENT_ID = "G-E2ETEST42";
const AMERICA: BrowserContextOptions = { timezoneId: "America/Chicago", locale: "en-US" };
const EUROPE: BrowserContextOptions = { timezoneId: "Europe/Berlin", locale: "en-US" };

/** Strings that only the app's bundle contains: Apollo Client, XState, graphql-ws, app screens. */
const APP_BUNDLE_MARKERS = ["go.apollo.dev", "xstate.invoke", "xstate.init", "graphql-transport-ws"];
const APP_CHUNK_NAMES = /\/assets\/(graphql-provider|app-shell|auth\.page|home\.page|profile\.page|xstate[.-]|useQuery|useMutation)[-.]/;

describe.skipIf(!chromium.available)("public site", () => {
  const contexts: BrowserContext[] = [];

  const suite = browserSuite({ config: { gaMeasurementId: MEASUREMENT_ID } });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
  });

  /** A fresh visitor; nothing leaves the machine (gtag.js and any other outside host are refused). */
  async function visitor(options: BrowserContextOptions = AMERICA): Promise<Page> {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    contexts.push(context);
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    return context.newPage();
  }

  /** Opens a landing page and waits for its progressively rendered sections and footer. */
  async function openLanding(page: Page, path: string) {
    await page.goto(suite.app.url + path);
    await page.getByRole("contentinfo").waitFor();
  }

  const sectionIds = (page: Page) =>
    page.locator("main > section").evaluateAll((sections) => sections.map((s) => s.id));
  const headingTexts = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? "").trim()));
  const hrefs = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((links) => links.map((a) => [(a.textContent ?? "").trim(), a.getAttribute("href")]));

  async function expectInView(page: Page, id: string) {
    await expect
      .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
  }

  async function expectLandingFooter(page: Page, howItWorksHref: string) {
    const footer = page.getByRole("contentinfo");
    expect(await hrefs(page, "footer nav a")).toEqual([
      ["How It Works", howItWorksHref],
      ["Pricing", "#pricing"],
      ["Blog", "https://blog.hearth.example"],
      ["Support", "mailto:support@hearth.example?subject=Hearth%20support"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Cookie preferences", "/cookies"],
    ]);
    await footer.getByRole("heading", { name: "Stay Updated" }).waitFor();
    await footer.getByRole("button", { name: "Subscribe" }).waitFor();
    expect(await footer.textContent()).toContain("© 2025 Hearth");
  }

  async function expectPricing(page: Page) {
    const pricing = page.locator("#pricing");
    const text = (await pricing.textContent()) ?? "";
    for (const fact of ["Monthly", "$9.99", "Yearly", "$79", "$6.58", "$40.88", "about 17%", "2 Months Free"]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain("14-day free trial, no card required");
    expect(text).toContain("14-day money-back guarantee");
  }

  it("landing page 1 shows the spec's sections in order, and its links lead where the spec says", async () => {
    const page = await visitor();
    await openLanding(page, "/");
    expect(await page.title()).toBe("The kitchen manager that fits your family · Hearth");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("14 days");

    expect(await hrefs(page, 'nav[aria-label="Sections"] a')).toEqual([
      ["Features", "#features"],
      ["Benefits", "#benefits"],
      ["Pricing", "#pricing"],
    ]);
    expect(await hrefs(page, 'header nav[aria-label="Account"] a')).toEqual([
      ["Sign In", "/app/auth"],
      ["Free Trial", "/app/auth?mode=register"],
    ]);

    // Hero, six feature cards, benefits with the sample weekly savings, pricing, closing call to action.
    expect(await sectionIds(page)).toEqual(["hero", "features", "benefits", "pricing", "get-started"]);
    expect(await headingTexts(page, "main h1, main h2")).toEqual([
      "A kitchen that works the way your family does",
      "Set up your kitchen around your family",
      "Less juggling. More time at the table.",
      "Simple pricing for the whole household",
      "Make your kitchen yours",
    ]);
    expect(await page.locator("#features h3").count()).toBe(6);
    expect(await page.locator("#benefits li").count()).toBeGreaterThanOrEqual(4);
    const savings = page.getByRole("complementary", { name: "A sample week with Hearth" });
    expect(await savings.textContent()).toMatch(/3\+ hours.*5\+ hours per week.*40% less/);
    await expectPricing(page);
    await expectLandingFooter(page, "/preview-home#how-it-works");

    // The anchors scroll to their sections.
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Pricing" }).click();
    await expectInView(page, "pricing");
    expect(new URL(page.url()).hash).toBe("#pricing");

    // How It Works leads to the section on landing page 2.
    await page.getByRole("contentinfo").getByRole("link", { name: "How It Works" }).click();
    await page.waitForURL("**/preview-home#how-it-works");
    await page.getByRole("heading", { name: "How it works" }).waitFor();
    await expectInView(page, "how-it-works");

    // Sign In and Free Trial open the sign-in screen on its two tabs.
    await openLanding(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/app/auth" && url.search === "");
    await page.getByRole("button", { name: "Sign In", exact: true }).waitFor();
    await openLanding(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Free Trial" }).click();
    await page.waitForURL((url) => url.pathname === "/app/auth" && url.search === "?mode=register");
    await page.getByRole("button", { name: "Start Free Trial", exact: true }).waitFor();

    // The legal documents.
    await openLanding(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/privacy-policy");
    // Followed from the footer, the document opens at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await openLanding(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/terms-of-service");
  });

  it("landing page 2 shows the spec's sections in order, headed 'every bit of your home in one app'", async () => {
    const page = await visitor();
    await openLanding(page, "/preview-home");
    expect(await page.title()).toBe("Every bit of your home in one app · Hearth");

    expect(await hrefs(page, 'nav[aria-label="Sections"] a')).toEqual([
      ["Features", "#features"],
      ["How It Works", "#how-it-works"],
      ["Pricing", "#pricing"],
    ]);
    expect(await hrefs(page, 'header nav[aria-label="Account"] a')).toEqual([
      ["Sign In", "/app/auth"],
      ["Start Free Trial", "/app/auth?mode=register"],
    ]);

    expect(await sectionIds(page)).toEqual([
      "hero",
      "problem",
      "solution",
      "features",
      "how-it-works",
      "benefits",
      "testimonials",
      "comparison",
      "faq",
      "pricing",
      "get-started",
    ]);
    expect(await headingTexts(page, "main h1")).toEqual(["Every bit of your home in one app"]);

    // Hero with the demo-video placeholder marked 'coming soon'.
    expect(await page.locator("#hero figure").textContent()).toMatch(/coming soon/i);
    expect(await page.locator("#problem h3").count()).toBe(3);
    expect(await page.locator("#solution p").count()).toBe(1);
    expect(await page.locator("#features .landing-eyebrow").allTextContents()).toEqual([
      "Kitchen",
      "Budget",
      "Leftover",
      "Family",
      "Connection",
    ]);
    expect(await page.locator("#features svg[role=img]").count()).toBe(5);
    expect(await headingTexts(page, "#how-it-works h3")).toEqual([
      "Set up your essentials",
      "Plan your week",
      "Invite your family",
      "See it all in one place",
    ]);
    expect(await page.locator("#benefits h3").count()).toBe(4);
    expect(await page.locator("#testimonials blockquote").count()).toBe(3);
    expect(await page.locator("#comparison thead th").allTextContents()).toEqual([
      "What you need",
      "Before",
      "Single-purpose apps",
      "Hearth",
    ]);

    // A five-question accordion.
    const questions = page.locator("#faq details");
    expect(await questions.count()).toBe(5);
    const first = questions.first();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await first.locator("summary").click();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await first.textContent()).toContain("no card");

    await expectPricing(page);
    await expectLandingFooter(page, "#how-it-works");

    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "How It Works" }).click();
    await expectInView(page, "how-it-works");
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expectInView(page, "pricing");

    await page.getByRole("banner").getByRole("link", { name: "Start Free Trial" }).click();
    await page.waitForURL((url) => url.pathname === "/app/auth");
    await page.getByRole("button", { name: "Start Free Trial", exact: true }).waitFor();
  });

  it("sends a signed-in visitor of /preview-home on to the app, but lets / be", async () => {
    const { token, user } = await registerUser(suite.app);
    const page = await visitor();
    await page.goto(suite.app.url + "/privacy-policy");
    await page.evaluate(
      ([t, u]) => {
        localStorage.setItem("token", t);
        localStorage.setItem("user", u);
      },
      [token, JSON.stringify(user)],
    );
    await openLanding(page, "/");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto(suite.app.url + "/preview-home");
    await page.waitForURL((url) => url.pathname.startsWith("/app"));
  });

  it("'Stay Updated' checks the address, then stores the subscription once", async () => {
    const page = await visitor();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/newsletter")) posts.push(request.postData() ?? "");
    });
    await openLanding(page, "/");
    const footer = page.getByRole("contentinfo");
    const field = footer.getByLabel("Email address");
    const subscribe = footer.getByRole("button", { name: "Subscribe" });

    await subscribe.click();
    await footer.getByRole("alert").filter({ hasText: "Please enter your email address" }).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await field.fill("not-an-address");
    await subscribe.click();
    await footer.getByRole("alert").filter({ hasText: "Please enter a valid email address" }).waitFor();
    expect(posts).toEqual([]);

    const email = `stay-${Date.now()}@example.com`;
    await field.fill(email);
    await subscribe.click();
    await footer.getByRole("status").filter({ hasText: "Thanks! You're on the list." }).waitFor();
    expect(await field.inputValue()).toBe("");
    expect(posts.map((p) => JSON.parse(p))).toEqual([{ email, source: "landing" }]);

    await openLanding(page, "/preview-home");
    await page.getByRole("contentinfo").getByLabel("Email address").fill(email.toUpperCase());
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("contentinfo").getByRole("status").filter({ hasText: "You're already subscribed." }).waitFor();

    const rows = await suite.app.db
      .em()
      .execute<{ email: string; source: string }[]>("select email, source from newsletter_subscriptions where email = ?", [email]);
    expect(rows).toEqual([{ email, source: "landing" }]);
  });

  it("shows the cookie banner with the test flag or to European visitors, until a choice is stored", async () => {
    const page = await visitor(AMERICA);
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await openLanding(page, "/");
    expect(await banner.count()).toBe(0);

    await openLanding(page, "/?cookie-test=1");
    await banner.waitFor();
    for (const name of ["Cookie Settings", "Necessary Only", "Accept All"]) {
      await banner.getByRole("button", { name }).waitFor();
    }
    await banner.getByRole("button", { name: "Necessary Only" }).click();
    await banner.waitFor({ state: "detached" });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent"))) ?? "null");
    expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(new Date(stored.timestamp).toISOString()).toBe(stored.timestamp);

    await openLanding(page, "/?cookie-test=1");
    await page.waitForTimeout(300);
    expect(await banner.count()).toBe(0);

    // A visitor with a European language but an American time zone is asked too.
    const german = await visitor({ timezoneId: "America/New_York", locale: "de-DE" });
    await openLanding(german, "/preview-home");
    await german.getByRole("region", { name: "We value your privacy" }).waitFor();
  });

  it("lets a European visitor choose in the settings dialog (necessary always on, Cancel, Save Settings)", async () => {
    const page = await visitor(EUROPE);
    await openLanding(page, "/");
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await banner.getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await dialog.waitFor();
    const necessary = dialog.getByRole("checkbox", { name: /Necessary/ });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: "Analytics" }).isChecked()).toBe(false);
    expect(await dialog.getByRole("checkbox", { name: "Marketing" }).isChecked()).toBe(false);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await banner.waitFor();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();

    await banner.getByRole("button", { name: "Cookie Settings" }).click();
    await dialog.getByRole("checkbox", { name: "Marketing" }).check();
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await banner.waitFor({ state: "detached" });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent"))) ?? "null");
    expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: true });

    // /cookies shows the choice and changes it.
    await page.goto(suite.app.url + "/cookies");
    await page.getByRole("heading", { level: 1, name: "Cookie preferences" }).waitFor();
    await page.getByText("You chose necessary and marketing cookies").waitFor();
    await page.getByRole("checkbox", { name: "Analytics" }).check();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByRole("status").filter({ hasText: "Saved. Hearth now uses all cookies." }).waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent"))) ?? "null")).toMatchObject({
      analytics: true,
      marketing: true,
    });
  });

  describe("analytics", () => {
    type Entry = unknown[];
    const dataLayer = (page: Page) =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) =>
          Array.from(args).map((a) => (a instanceof Date ? "date" : a)),
        ),
      ) as Promise<Entry[]>;
    const pageViews = async (page: Page) =>
      (await dataLayer(page)).filter((e) => e[0] === "event" && e[1] === "page_view").map((e) => e[2]);

    it("starts once after consent, without an automatic page view, and reports each path change", async () => {
      const page = await visitor(EUROPE);
      const gtagRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith("https://www.googletagmanager.com/")) gtagRequests.push(request.url());
      });
      await openLanding(page, "/");
      await page.waitForTimeout(300);
      expect(await dataLayer(page)).toEqual([]);
      expect(gtagRequests).toEqual([]);

      await page.getByRole("region", { name: "We value your privacy" }).getByRole("button", { name: "Accept All" }).click();
      await expect.poll(() => pageViews(page)).toHaveLength(1);
      const entries = await dataLayer(page);
      expect(entries).toContainEqual(["config", MEASUREMENT_ID, { send_page_view: false }]);
      expect(entries).toContainEqual([
        "consent",
        "default",
        { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
      ]);
      expect(await pageViews(page)).toEqual([
        {
          page_path: "/",
          page_location: `${suite.app.url}/`,
          page_title: "The kitchen manager that fits your family · Hearth",
          send_to: MEASUREMENT_ID,
        },
      ]);
      expect(gtagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);

      // An in-page anchor is not a new path; a route change is.
      await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Pricing" }).click();
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
      await expect.poll(() => pageViews(page)).toHaveLength(2);
      expect((await pageViews(page))[1]).toEqual({
        page_path: "/privacy-policy",
        page_location: `${suite.app.url}/privacy-policy`,
        page_title: "Privacy Policy · Hearth",
        send_to: MEASUREMENT_ID,
      });
      expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(1);

      // Withdrawn on /cookies: consent is updated and no more page views are sent.
      await page.getByRole("contentinfo").getByRole("link", { name: "Cookie preferences" }).click();
      await page.getByRole("heading", { level: 1, name: "Cookie preferences" }).waitFor();
      await expect.poll(() => pageViews(page)).toHaveLength(3);
      await page.getByRole("button", { name: "Necessary Only" }).click();
      await expect
        .poll(async () => (await dataLayer(page)).filter((e) => e[0] === "consent" && e[1] === "update").at(-1))
        .toEqual([
          "consent",
          "update",
          { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
        ]);
      await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
      await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
      await page.waitForTimeout(300);
      expect(await pageViews(page)).toHaveLength(3);
      expect(gtagRequests).toHaveLength(1);
    });

    it("stays off when no measurement id is configured, even with consent", async () => {
      const plain = await startTestApp({ backend: "embedded", config: { clientDist } });
      try {
        const page = await visitor(EUROPE);
        const outside: string[] = [];
        page.on("request", (request) => {
          if (!request.url().startsWith(plain.url)) outside.push(request.url());
        });
        await page.goto(plain.url + "/");
        const config = page.waitForResponse((res) => res.url().endsWith("/api/public-config"));
        await page.getByRole("region", { name: "We value your privacy" }).getByRole("button", { name: "Accept All" }).click();
        expect(await (await config).json()).toEqual({ gaMeasurementId: null });
        await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
        await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
        await page.waitForTimeout(300);
        expect(await dataLayer(page)).toEqual([]);
        expect(outside).toEqual([]);
      } finally {
        await plain.stop();
      }
      // It boots a second server of its own (PGlite and every migration), which alone took most of
      // the default 30 s on a loaded two-core machine in a full run.
    }, 90_000);
  });

  it("serves the product picker at both of its addresses", async () => {
    const page = await visitor();
    for (const path of ["/product-selection", "/app/productselectionpage"]) {
      await page.goto(suite.app.url + path);
      await page.getByRole("heading", { level: 1, name: "Product picker" }).waitFor();
      expect(await hrefs(page, "main a")).toEqual(
        expect.arrayContaining([
          ["Start Free Trial", "/app/auth?mode=register"],
          ["Sign in", "/app/auth"],
        ]),
      );
    }
  });

  it("never downloads the app's bundle on a public page", async () => {
    const page = await visitor();
    const scripts = new Map<string, string>();
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script" && response.url().startsWith(suite.app.url)) {
        scripts.set(response.url(), await response.text().catch(() => ""));
      }
    });
    const appCode = () =>
      [...scripts].filter(([url, code]) => APP_CHUNK_NAMES.test(url) || APP_BUNDLE_MARKERS.some((m) => code.includes(m)));

    for (const path of [
      "/",
      "/preview-home",
      "/terms-of-service",
      "/privacy-policy",
      "/cookies",
      "/product-selection",
      "/app/productselectionpage",
      "/developers",
      "/?cookie-test=1",
    ]) {
      await page.goto(suite.app.url + path, { waitUntil: "networkidle" });
    }
    // Moving between public pages inside the single-page app loads no app code either.
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    expect(scripts.size).toBeGreaterThan(2);
    expect(appCode().map(([url]) => url)).toEqual([]);

    // The detector does find the app's code where it belongs.
    await page.goto(suite.app.url + "/app/auth", { waitUntil: "networkidle" });
    expect(appCode().length).toBeGreaterThan(0);
  });
});
