import type { BrowserContext, Page } from "playwright-core";
import { api } from "../../server/test/support/test-app.js";

/**
 * Starts `page` signed in as this account, the way the app keeps a session (spec section 3: `token`
 * and `user` in localStorage), without going through the sign-in screen and its post-login reload.
 * For suites whose subject is not signing in.
 */
export async function signInWithToken(page: Page, app: { url: string }, email: string, password: string): Promise<string> {
  const res = await api(app, "POST", "/api/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  await page.addInitScript(
    ([token, user]) => {
      // Only once: the app may renew or clear the session afterwards.
      if (sessionStorage.getItem("e2e-session-seeded")) return;
      sessionStorage.setItem("e2e-session-seeded", "1");
      localStorage.setItem("token", token);
      localStorage.setItem("user", user);
    },
    [res.body.token as string, JSON.stringify(res.body.user)] as const,
  );
  return res.body.token as string;
}

/**
 * Seeds a browser context with an account's session as the sign-in screen stores it (`token` and
 * `user` in localStorage), once, so a reload keeps it. For suites whose subject is not signing in.
 */
export async function seedSession(context: BrowserContext, account: { token: string; user: unknown }): Promise<void> {
  await context.addInitScript(
    ({ token, user }) => {
      if (!localStorage.getItem("token")) {
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      }
    },
    { token: account.token, user: account.user },
  );
}
