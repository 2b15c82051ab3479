import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { registerUser } from "../server/test/support/test-app.js";
import { signInWithToken } from "./support/session.js";
import { browserSuite } from "./support/suite.js";

// The footer's Report Bug flow in Debian Chromium: a full-page screenshot, the 'Report an Issue'
// dialog, its validation and failure handling, and the admin dashboard that reads the reports back.
const chromium = checkChromium();

describe.skipIf(!chromium.available)("bug reports in the browser", () => {
  const adminEmail = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const run = randomUUID().slice(0, 6);
  const anonymousTitle = `Sign-in button does nothing ${run}`;
  const signedInTitle = `Pantry totals look wrong ${run}`;

  const suite = browserSuite({ config: { adminEmails: [adminEmail] } });
  const newPage = async (options: Parameters<Browser["newContext"]>[0] = {}) => {
    const page = await (await suite.browser.newContext(options)).newPage();
    page.setDefaultTimeout(10_000);
    return page;
  };

  /**
   * Toasts (role 'status', or 'alert' for the destructive ones), found by the toaster's markup: while the
   * modal dialog is open, the accessibility tree leaves out everything outside it.
   */
  const toasts = (page: Page) => page.locator(".toaster li");
  const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });
  const dialog = (page: Page) => page.getByRole("dialog", { name: "Report an Issue" });

  async function signIn(page: Page, email: string, password: string, path: string) {
    await signInWithToken(page, suite.app, email, password);
    await page.goto(`${suite.app.url}${path}`);
  }

  /** Clicks Report Bug and waits for the dialog with its screenshot. */
  async function openWithScreenshot(page: Page) {
    await page.getByRole("button", { name: "Report Bug" }).click();
    await dialog(page).waitFor();
    await dialog(page).getByText("Full page screenshot captured").waitFor();
  }

  it("an anonymous visitor reports from the sign-in screen, with a full-page screenshot", async () => {
    const page = await newPage({ viewport: { width: 1100, height: 700 } });
    await page.goto(`${suite.app.url}/app/auth`);
    // Hold the capture for a moment to see the button's busy label.
    await page.evaluate(() => {
      const original = HTMLCanvasElement.prototype.toDataURL;
      HTMLCanvasElement.prototype.toDataURL = function (this: HTMLCanvasElement, ...args: Parameters<typeof original>) {
        const started = Date.now();
        while (Date.now() - started < 400) {
          // busy wait: keeps 'Capturing...' on screen long enough to be seen
        }
        return original.apply(this, args);
      };
    });
    await page.getByRole("button", { name: "Report Bug" }).click();
    await page.getByRole("button", { name: "Capturing..." }).waitFor();
    await dialog(page).getByText("Full page screenshot captured").waitFor();
    await dialog(page).getByText("Help us improve by reporting bugs or issues you've encountered").waitFor();

    await dialog(page).getByRole("button", { name: "Show Preview" }).click();
    const preview = dialog(page).getByRole("img", { name: "Screenshot of the page you were on" });
    await preview.waitFor();
    const shot = await preview.evaluate((img: HTMLImageElement) => ({ src: img.src.slice(0, 30), width: img.naturalWidth }));
    // WebP at 0.8 (Chromium cannot encode AVIF on a canvas), window width at scale 0.8.
    expect(shot.src).toMatch(/^data:image\/webp;base64,/);
    expect(shot.width).toBe(Math.round(1100 * 0.8));
    await dialog(page).getByRole("button", { name: "Hide Preview" }).click();

    expect(await dialog(page).getByLabel("Category").inputValue()).toBe("bug");
    expect(await dialog(page).getByLabel("Severity").inputValue()).toBe("medium");
    expect(await dialog(page).getByLabel("Email for follow-up").inputValue()).toBe("");
    await dialog(page).getByLabel("Category").selectOption({ label: "UI/UX Problem" });
    await dialog(page).getByLabel("Severity").selectOption({ label: "Critical - App unusable" });
    await dialog(page).getByLabel("Title").fill(anonymousTitle);
    await dialog(page).getByLabel("Description").fill("Nothing happens when I press Sign In.");
    await dialog(page).getByLabel("Steps to Reproduce").fill("1. Open the sign-in page\n2. Press Sign In");
    await dialog(page).getByLabel("Expected Behavior").fill("I am signed in");
    await dialog(page).getByLabel("Actual Behavior").fill("Nothing");
    await dialog(page).getByLabel("Email for follow-up").fill("visitor@example.com");
    await dialog(page).getByRole("button", { name: "Submit Report" }).click();

    await toast(page, "Bug Report Submitted").waitFor();
    await toast(page, "Thank you for your feedback! We'll look into this issue.").waitFor();
    await dialog(page).waitFor({ state: "detached" });
  });

  it("checks title, description and email in the spec's order", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/app/auth`);
    await openWithScreenshot(page);
    const submit = dialog(page).getByRole("button", { name: "Submit Report" });
    const seen: string[] = [];
    const lastToast = async () => (await toasts(page).last().innerText()).split("\n");

    await submit.click();
    await toast(page, "Missing Title").waitFor();
    seen.push(...(await lastToast()));
    await dialog(page).getByLabel("Title").fill("Oven timer");
    await submit.click();
    await toast(page, "Missing Description").waitFor();
    seen.push(...(await lastToast()));
    await dialog(page).getByLabel("Description").fill("It stops at zero");
    await submit.click();
    await toast(page, "Missing Email").waitFor();
    seen.push(...(await lastToast()));

    expect(seen.filter((line) => line.trim() !== "")).toEqual([
      "Missing Title",
      "Please provide a brief title for the issue",
      "Missing Description",
      "Please describe the issue you encountered",
      "Missing Email",
      "Please provide your email for follow-up",
    ]);
    // Nothing was sent, and everything typed is still there.
    expect(await dialog(page).getByLabel("Title").inputValue()).toBe("Oven timer");
    await expect.poll(() => dialog(page).getByLabel("Email for follow-up").evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("a failed submission keeps the dialog and everything in it; sending again works", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/app/auth`);
    await openWithScreenshot(page);
    await dialog(page).getByLabel("Title").fill("Keeps my words");
    await dialog(page).getByLabel("Description").fill("Even when the network fails");
    await dialog(page).getByLabel("Email for follow-up").fill("kept@example.com");

    await page.route("**/api/bug-reports", (route) => route.abort());
    await dialog(page).getByRole("button", { name: "Submit Report" }).click();
    await toast(page, "Submission Failed").waitFor();
    await toast(page, "Could not submit your bug report. Please try again.").waitFor();
    expect(await dialog(page).getByLabel("Title").inputValue()).toBe("Keeps my words");
    expect(await dialog(page).getByLabel("Description").inputValue()).toBe("Even when the network fails");
    expect(await dialog(page).getByLabel("Email for follow-up").inputValue()).toBe("kept@example.com");
    await dialog(page).getByText("Full page screenshot captured").waitFor();

    await page.unroute("**/api/bug-reports");
    await dialog(page).getByRole("button", { name: "Submit Report" }).click();
    await toast(page, "Bug Report Submitted").waitFor();
    await dialog(page).waitFor({ state: "detached" });
  });

  it("the dialog still opens without a screenshot when the capture fails", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/app/auth`);
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toDataURL = () => {
        throw new Error("capture refused");
      };
    });
    await page.getByRole("button", { name: "Report Bug" }).click();
    await dialog(page).getByRole("alert").filter({ hasText: "Screenshot capture failed. You can still submit the report without it." }).waitFor();
    await toast(page, "Screenshot Failed").waitFor();
    await toast(page, "Could not capture screenshot, but you can still report the bug.").waitFor();
    await dialog(page).getByRole("button", { name: "Cancel" }).click();
    await dialog(page).waitFor({ state: "detached" });
  });

  it("a signed-in user reports from the app footer, with their email filled in and their session sent", async () => {
    const account = await registerUser(suite.app);
    const page = await newPage();
    await signIn(page, account.email, account.password, "/app/profile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/bug-reports") && request.method() === "POST");

    await page.getByRole("contentinfo").getByRole("button", { name: "Report Bug" }).click();
    await dialog(page).getByText("Full page screenshot captured").waitFor();
    expect(await dialog(page).getByLabel("Email for follow-up").inputValue()).toBe(account.email);
    await dialog(page).getByLabel("Severity").selectOption("high");
    await dialog(page).getByLabel("Title").fill(signedInTitle);
    await dialog(page).getByLabel("Description").fill("The pantry total counts milk twice.");
    await dialog(page).getByRole("button", { name: "Submit Report" }).click();
    await toast(page, "Bug Report Submitted").waitFor();

    const request = await sent;
    expect(request.headers().authorization).toMatch(/^Bearer /);
    expect(request.headers()["x-requested-with"]).toBe("XMLHttpRequest");
    expect(request.postDataJSON()).toMatchObject({
      title: signedInTitle,
      severity: "high",
      category: "bug",
      email: account.email,
      url: `${suite.app.url}/app/profile`,
      userId: account.user.id,
      screenshot: expect.stringMatching(/^data:image\/webp;base64,/),
      viewport: { width: expect.any(Number), height: expect.any(Number) },
      timestamp: expect.any(String),
    });
  });

  it("an admin sees both reports with their screenshots, filters them and marks one resolved", async () => {
    const admin = await registerUser(suite.app, { email: adminEmail });
    const page = await newPage();
    await signIn(page, admin.email, admin.password, "/app/admin");
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

    const anonymous = page.getByRole("article", { name: anonymousTitle });
    const signedIn = page.getByRole("article", { name: signedInTitle });
    for (const [report, email, who] of [
      [anonymous, "visitor@example.com", "(not signed in)"],
      [signedIn, "", "(signed in)"],
    ] as const) {
      await report.waitFor();
      await report.getByText(who).waitFor();
      if (email) await report.getByRole("link", { name: email }).waitFor();
      // Screenshots load as their report scrolls near the screen.
      await report.scrollIntoViewIfNeeded();
      const image = report.getByRole("img", { name: /^Screenshot sent with/ });
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(100);
    }
    await anonymous.getByText("Critical", { exact: true }).waitFor();
    await anonymous.getByText("UI/UX Problem").waitFor();
    await anonymous.getByText("Nothing happens when I press Sign In.").waitFor();

    await page.getByLabel("Severity").selectOption("critical");
    await signedIn.waitFor({ state: "detached" });
    await anonymous.waitFor();

    await anonymous.getByRole("button", { name: "Mark resolved" }).click();
    await toast(page, "Report resolved").waitFor();
    await anonymous.waitFor({ state: "detached" });
    await page.getByLabel("Status").selectOption("resolved");
    await anonymous.getByText(/^Resolved /).waitFor();
  });

  it("keeps the dashboard from people who are not staff", async () => {
    const account = await registerUser(suite.app);
    const page = await newPage();
    await signIn(page, account.email, account.password, "/app/admin");
    await page.getByRole("alert").filter({ hasText: "This dashboard is for Hearth's admins and moderators." }).waitFor();
    expect(await page.getByRole("article").count()).toBe(0);
  });
});
