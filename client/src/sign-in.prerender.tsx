/**
 * The sign-in page's first paint, rendered at build time (client/prerender-plugin.ts) into
 * dist/sign-in.html: the form is there as soon as the HTML and CSS are, and src/sign-in.tsx hydrates it
 * when its script has loaded. Runs in Node through Vite's module runner, where CSS imports are empty.
 */
import { renderToString } from "react-dom/server";
import { signInElement } from "./app/sign-in-app";

export function render(): string {
  return renderToString(signInElement());
}
