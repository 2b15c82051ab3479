import { RouterProvider } from "react-router-dom";
import { ToastProvider } from "../components/toast/toast-provider";
import { router } from "./router";

/** Providers every page needs; the GraphQL client is provided lazily by the routes that use it. */
export function App() {
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
