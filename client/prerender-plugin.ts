import { fileURLToPath } from "node:url";
import { runnerImport, type Plugin } from "vite";

/**
 * Prerenders the standalone sign-in page (sign-in.html) at build time: the login form's markup, rendered
 * by React in Node from the same components (src/sign-in.prerender.tsx), replaces the loading screen
 * between `<!--prerender-->` and `<!--/prerender-->`, and `#root` is marked `data-prerendered="sign-in"`.
 * The form then paints with the page's HTML and CSS, before its scripts have arrived (the page's Largest
 * Contentful Paint, which was the form's lead text painted by React), and src/sign-in.tsx hydrates it.
 *
 * Only the build does this; `vite` (development) serves the loading screen and renders in the browser.
 * A sign-in.html without the markers fails the build rather than ship an unrendered page unnoticed.
 */

const ENTRY = fileURLToPath(new URL("src/sign-in.prerender.tsx", import.meta.url));
const SLOT = /<div id="root"><!--prerender-->[\s\S]*?<!--\/prerender--><\/div>/;
const NO_STYLES = "\0hearth-prerender-no-styles";

/** In Node the components' CSS imports mean nothing (the page links the built CSS): one empty module. */
const stylesAsNothing: Plugin = {
  name: "hearth:prerender-styles-as-nothing",
  enforce: "pre",
  resolveId: (source) => (/\.css(\?|$)/.test(source) ? NO_STYLES : null),
  load: (id) => (id === NO_STYLES ? "export {};" : null),
};

export function prerenderSignIn(): Plugin {
  return {
    name: "hearth:prerender-sign-in",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html, ctx) {
        if (!ctx.filename.endsWith("sign-in.html")) return html;
        if (!SLOT.test(html)) throw new Error("sign-in.html has no <!--prerender--> … <!--/prerender--> slot in #root");
        const { module } = await runnerImport<{ render(): string }>(ENTRY, {
          configFile: false,
          root: fileURLToPath(new URL(".", import.meta.url)),
          logLevel: "warn",
          plugins: [stylesAsNothing],
        });
        const markup = module.render();
        return html.replace(SLOT, () => `<div id="root" data-prerendered="sign-in">${markup}</div>`);
      },
    },
  };
}
