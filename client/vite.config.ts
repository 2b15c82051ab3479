import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const SERVER = "http://localhost:4000";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
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
