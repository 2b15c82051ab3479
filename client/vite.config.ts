import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { graphqlDocuments } from "./graphql-documents-plugin";
import { prerenderSignIn } from "./prerender-plugin";

const SERVER = "http://localhost:4000";

export default defineConfig({
  plugins: [graphqlDocuments(), react(), prerenderSignIn()],
  resolve: {
    alias: [
      // React Router's production build: its package points every bundler at the development one,
      // whose dev warnings (and their messages) would otherwise ship (about 0.6 KB gzipped).
      { find: /^react-router$/, replacement: fileURLToPath(new URL("../node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
      { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("../node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
      // @xstate/react's `use-sync-external-store` shims (and a few other libraries'): React 19 has the
      // hooks they fall back from, so `useSyncExternalStore` comes from React itself and the selector
      // variant is the package's build for React 18 and later (about 0.3 KB less with the session machine).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: "use-sync-external-store/with-selector" },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "react" },
    ],
    // RxJS (Apollo's observables) in its ES2015 build: native classes instead of the ES5 one's helper
    // library (tslib) and prototype code, a few KB less on every signed-in visit.
    conditions: ["es2015", ...defaultClientConditions],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Two pages: the app (every route) and the sign-in screen on its own (src/sign-in.tsx), which a
      // first visit to /app/auth, /app/login, /login or /auth gets from the server.
      input: {
        index: fileURLToPath(new URL("index.html", import.meta.url)),
        "sign-in": fileURLToPath(new URL("sign-in.html", import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Apollo and GraphQL in one chunk rather than a dozen small ones, each a round trip. Only
              // the GraphQL provider's route imports them, so the public pages and the standalone
              // sign-in page never download this chunk.
              name: "app-vendor",
              // Not React and the router, which these import: they stay in their own chunks.
              includeDependenciesRecursively: false,
              // Not graphql-js: a group takes every module its test matches, and the parser, schema,
              // validation and introspection code only GraphiQL and the API reference use (about 35 KB
              // gzipped) would ride along on every signed-in visit. Left to the bundler, the few modules
              // Apollo uses (AST, printer, visitor, errors) get a chunk of their own.
              test: /node_modules[\\/](@apollo|graphql-ws|rxjs|optimism|@wry|tslib|ts-invariant)[\\/]/,
            },
            {
              // The session machine's library: the sign-in page and the app share it.
              name: "session-vendor",
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](xstate|@xstate|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/,
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
