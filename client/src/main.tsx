import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startClientIdGuard } from "./lib/client-id";
import { discardBadStoredTokens } from "./lib/session";
import "./styles.css";

discardBadStoredTokens();
startClientIdGuard();

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
