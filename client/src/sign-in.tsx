/**
 * Entry of the sign-in screen as its own page (client/sign-in.html, which the server sends for a first
 * visit to /app/auth, /app/login, /login and /auth): React and the form, without the router, the
 * GraphQL client or any other screen, so it is small to download and quick to paint on a phone. The
 * session machine (with XState) and the Report Bug flow load when first needed
 * (app/deferred-session-provider.tsx, features/bug-report/lazy-report-bug-button.tsx). Signing in loads /app as a new page (the reload the spec asks for). Inside the app (a link
 * from another screen) the router shows the same AuthPage instead. The build prerenders the login form
 * into the page's HTML, so it paints before any script has run.
 */
import { createRoot, hydrateRoot } from "react-dom/client";
import { firstRenderIsPrerendered, signInElement } from "./app/sign-in-app";
import { startClientIdGuard } from "./lib/client-id";
import { discardBadStoredTokens } from "./lib/session";
import "./styles.css";

discardBadStoredTokens();
startClientIdGuard();

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

// The build put the form's markup in the page (prerender-plugin.ts): hydrate it when this visit renders
// the same thing first, else render over it.
if (container.dataset.prerendered === "sign-in" && firstRenderIsPrerendered()) {
  hydrateRoot(container, signInElement());
} else {
  createRoot(container).render(signInElement());
}
