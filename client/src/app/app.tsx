import { BrowserRouter } from "react-router-dom";
import { ToastProvider } from "../components/toast/toast-provider";
import { AppRoutes } from "./router";

/** Providers every page needs; the GraphQL client is provided lazily by the routes that use it. */
export function App() {
  return (
    <ToastProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ToastProvider>
  );
}
