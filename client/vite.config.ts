import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

const SERVER = "http://localhost:4000";

/** The sign-in screen's paths (client/src/app/router.tsx) and the route modules it renders. */
const SIGN_IN_PATHS = /^\/(app\/auth|app\/login|login|auth)\/?$/i;
const SIGN_IN_MODULES = [
  "src/app/graphql-provider.tsx",
  "src/features/bug-report/sign-in-help.layout.tsx",
  "src/features/auth/auth.page.tsx",
];

/**
 * LoadingScreen's markup (src/components/loading-screen) with its message for the sign-in paths, shown
 * until React's first render replaces it with the same screen: the first paint need not wait for the
 * entry script.
 */
const SIGN_IN_LOADING_HTML =
  '<div class="loading-screen" role="status" aria-live="polite"><span class="spinner" aria-hidden="true"></span><p>Loading...</p></div>';

/**
 * On the sign-in screen, starts downloading its route chunks (and their imports) while the entry
 * script is still loading, instead of after it ran. Other paths, the public pages above all, fetch
 * nothing extra: the hints are added by a small inline script only when the path is a sign-in path.
 * The same script puts the loading screen in #root at once.
 */
function signInPreload(): Plugin {
  let base = "/";
  return {
    name: "hearth-sign-in-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== "chunk" || chunk.isEntry || scripts.has(fileName)) return;
          scripts.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        for (const module of SIGN_IN_MODULES) {
          const chunk = Object.values(bundle).find(
            (c) => c.type === "chunk" && c.facadeModuleId?.replaceAll("\\", "/").endsWith(`/${module}`),
          );
          if (!chunk) throw new Error(`sign-in preload: no chunk for ${module}; update SIGN_IN_MODULES in vite.config.ts`);
          visit(chunk.fileName);
        }
        const links = [
          ...[...scripts].map((file) => ({ rel: "modulepreload", href: base + file })),
          ...[...styles].map((file) => ({ rel: "preload", as: "style", href: base + file })),
        ];
        const code =
          `if(${SIGN_IN_PATHS}.test(location.pathname)){for(const a of ${JSON.stringify(links)}){` +
          `const l=document.createElement("link");l.rel=a.rel;l.href=a.href;l.crossOrigin="";if(a.as)l.as=a.as;document.head.appendChild(l)}` +
          `const r=document.getElementById("root");if(r&&!r.firstChild)r.innerHTML=${JSON.stringify(SIGN_IN_LOADING_HTML)}}`;
        // At the end of <body>, after #root: it runs before the (deferred) entry script.
        return [{ tag: "script", children: code, injectTo: "body" }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), signInPreload()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Apollo, GraphQL and XState in one chunk rather than a dozen small ones, each a round trip
              // the sign-in screen waits for. Only the GraphQL provider's route imports them, so the
              // public pages still never download this chunk.
              name: "app-vendor",
              // Not React and the router, which these import: they stay in the entry chunk.
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|optimism|@wry|tslib|ts-invariant|xstate|@xstate|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/graphql": {
        target: SERVER,
        ws: true,
        changeOrigin: true,
        configure(proxy) {
          // The server only accepts WebSocket upgrades from its own origin (plus ALLOWED_ORIGINS);
          // in development the browser's origin is Vite's, so present the upgrade as same-origin.
          proxy.on("proxyReqWs", (proxyReq) => {
            proxyReq.setHeader("origin", SERVER);
          });
        },
      },
      "/api": { target: SERVER, changeOrigin: true },
      "/healthz": { target: SERVER, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
  },
});
