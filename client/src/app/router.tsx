/**
 * Every route of the product (spec section 2) in one place. Screens load lazily by route: the
 * public pages never download Apollo, graphql-ws or the app screens.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router-dom";
import { ComingSoon } from "../components/coming-soon/coming-soon";
import { LoadingScreen } from "../components/loading-screen/loading-screen";
import { NotFoundPage } from "./not-found.page";
import { PublicLayout } from "./public-layout";
import type { AppRouteHandle } from "./route-handle";
import { RouteErrorPage } from "./route-error.page";

/** React.lazy for a named export. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = lazyNamed(() => import("../features/landing/landing.page"), "LandingPage");
const GraphqlProvider = lazyNamed(() => import("./graphql-provider"), "GraphqlProvider");
const AuthPage = lazyNamed(() => import("../features/auth/auth.page"), "AuthPage");
const AppShell = lazyNamed(() => import("./shell/app-shell"), "AppShell");
const HomePage = lazyNamed(() => import("../features/home/home.page"), "HomePage");
const ProfilePage = lazyNamed(() => import("../features/profile/profile.page"), "ProfilePage");

/** A planned screen that is not built yet. */
function soon(path: string, title: string, handle?: AppRouteHandle): RouteObject {
  return { path, element: <ComingSoon title={title} />, handle };
}

export const routes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      // Public pages
      {
        element: <PublicLayout />,
        children: [
          { path: "/", element: <LandingPage /> },
          soon("/preview-home", "Hearth preview"),
          soon("/password-reset", "Reset your password"),
          soon("/reset-password", "Reset your password"),
          soon("/terms-of-service", "Terms of Service"),
          soon("/privacy-policy", "Privacy Policy"),
          soon("/cookies", "Cookie preferences"),
          soon("/family-member/setup", "Family member setup"),
          soon("/product-selection", "Product selection"),
          soon("/app/productselectionpage", "Product selection"),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      // Everything that talks GraphQL
      {
        element: <GraphqlProvider />,
        children: [
          // Sign-in screen
          { path: "/app/auth", element: <AuthPage /> },
          { path: "/app/login", element: <AuthPage /> },
          { path: "/login", element: <AuthPage /> },
          { path: "/auth", element: <AuthPage /> },
          // The app (signed in)
          {
            path: "/app",
            element: <AppShell />,
            children: [
              { index: true, element: <HomePage /> },
              // Pantry
              soon("add-item", "Add Item"),
              soon("pantry", "Pantry Inventory"),
              soon("pantry/:id/edit", "Edit Pantry Item"),
              soon("edit-item/:id", "Edit Pantry Item"),
              soon("pantry/:itemId/cost-history", "Pantry Item Cost History"),
              // Products and administration
              soon("products", "Community Products"),
              soon("products/:id", "Product Management"),
              soon("products/:id/edit", "Edit Product"),
              soon("products/:productId/cost-history", "Product Cost History"),
              soon("product-management", "Product Management"),
              soon("admin/products/edit/:id", "Edit Product"),
              soon("admin", "Admin Dashboard"),
              // Account
              { path: "profile", element: <ProfilePage /> },
              soon("change-password", "Account Settings"),
              soon("subscription", "Subscription"),
              // Kitchen
              soon("pantry-dietary-analysis", "Dietary Analysis"),
              soon("shopping-list", "Shopping List"),
              soon("budget", "Budget"),
              soon("budget-tracker", "Budget"),
              soon("meal-planner", "Meal Plan"),
              soon("recipe-selection", "Recipe Selection", { hideHeader: true }),
              soon("recipes", "My Recipes"),
              soon("recipes/add", "Add Recipe"),
              soon("recipes/:id", "Recipe"),
              soon("recipes/:id/edit", "Edit Recipe"),
              soon("recipes/:id/cook", "Cooking Mode"),
              soon("recipes/import/:token", "Import Recipe"),
              soon("saved-recipes", "Saved Recipes"),
              soon("family-members", "Family Members"),
              soon("waste-tracking", "Waste Tracking"),
              soon("waste-analytics", "Waste Analytics"),
              soon("leftover-management", "Leftover Management"),
              // Fitness and household
              soon("fitness", "Fitness Tracker"),
              soon("fitness/plan", "Workout Planning"),
              soon("fitness/edit", "Edit Workout"),
              soon("chores", "Chores & Tasks"),
              soon("calendar", "Family Calendar"),
              soon("offline-demo", "Offline Demo"),
              { path: "*", element: <NotFoundPage home="/app" /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
