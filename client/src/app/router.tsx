/**
 * Every route of the product (spec section 2) in one place. Screens load lazily by route: the
 * public pages never download Apollo, graphql-ws or the app screens.
 *
 * React Router's declarative router (`BrowserRouter` with `useRoutes`), not its data router
 * (`createBrowserRouter`): the app has no loaders, actions or fetchers, and the data router's code is
 * about 17 KB gzipped more on every first visit (issue 14). What the app used of it is done here:
 * scroll restoration (`scroll-restoration.tsx`), the error page (`route-error-boundary.tsx`), and
 * loading the code of every route a path matches at once rather than one layout after another
 * (`preloadRoutes`).
 */
import { lazy, Suspense, useMemo, type ComponentType, type ReactElement } from "react";
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { SiteConsent } from "../features/cookie-consent/site-consent";
import { LoadingScreen } from "../components/loading-screen/loading-screen";
import { NotFoundPage } from "./not-found.page";
import { PublicLayout } from "./public-layout";
import { RouteErrorBoundary } from "./route-error-boundary";
import { ScrollRestoration } from "./scroll-restoration";

type Preloadable = ComponentType & { preload?: () => Promise<unknown> };

/** React.lazy for a named export, with `preload` to start loading its code before it renders. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): Preloadable {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] as ComponentType })));
  return Object.assign(lazy(preload), { preload });
}

const LandingPage = lazyNamed(() => import("../features/landing/landing.page"), "LandingPage");
const PreviewHomePage = lazyNamed(() => import("../features/landing/preview-home.page"), "PreviewHomePage");
const TermsOfServicePage = lazyNamed(() => import("../features/legal/terms-of-service.page"), "TermsOfServicePage");
const PrivacyPolicyPage = lazyNamed(() => import("../features/legal/privacy-policy.page"), "PrivacyPolicyPage");
const CookiePreferencesPage = lazyNamed(
  () => import("../features/cookie-consent/cookie-preferences.page"),
  "CookiePreferencesPage",
);
const ProductSelectionPage = lazyNamed(
  () => import("../features/product-selection/product-selection.page"),
  "ProductSelectionPage",
);
const GraphqlProvider = lazyNamed(() => import("./graphql-provider"), "GraphqlProvider");
const SignInHelpLayout = lazyNamed(() => import("../features/bug-report/sign-in-help.layout"), "SignInHelpLayout");
const AuthPage = lazyNamed(() => import("../features/auth/auth.page"), "AuthPage");
const AppShell = lazyNamed(() => import("./shell/app-shell"), "AppShell");
const HomePage = lazyNamed(() => import("../features/home/home.page"), "HomePage");
const ProfilePage = lazyNamed(() => import("../features/profile/profile.page"), "ProfilePage");
const PasswordResetPage = lazyNamed(() => import("../features/password-reset/password-reset.page"), "PasswordResetPage");
const ResetPasswordPage = lazyNamed(() => import("../features/password-reset/reset-password.page"), "ResetPasswordPage");
const FamilyMemberSetupPage = lazyNamed(
  () => import("../features/family-member-setup/family-member-setup.page"),
  "FamilyMemberSetupPage",
);
const ChangePasswordPage = lazyNamed(() => import("../features/change-password/change-password.page"), "ChangePasswordPage");
const FamilyMembersPage = lazyNamed(() => import("../features/family-members/family-members.page"), "FamilyMembersPage");
const PantryPage = lazyNamed(() => import("../features/pantry/pantry.page"), "PantryPage");
const AddItemPage = lazyNamed(() => import("../features/pantry/add-item.page"), "AddItemPage");
const EditItemPage = lazyNamed(() => import("../features/pantry/edit-item.page"), "EditItemPage");
const ItemCostHistoryPage = lazyNamed(() => import("../features/pantry/cost-history.page"), "ItemCostHistoryPage");
const ProductCostHistoryPage = lazyNamed(() => import("../features/pantry/cost-history.page"), "ProductCostHistoryPage");
const ShoppingListPage = lazyNamed(() => import("../features/shopping/shopping-list.page"), "ShoppingListPage");
const SubscriptionPage = lazyNamed(() => import("../features/subscription/subscription.page"), "SubscriptionPage");
const AdminPage = lazyNamed(() => import("../features/admin/admin.page"), "AdminPage");
const BudgetPage = lazyNamed(() => import("../features/budget/budget.page"), "BudgetPage");
const DevelopersPage = lazyNamed(() => import("../features/developers/developers.page"), "DevelopersPage");
const ProductsPage = lazyNamed(() => import("../features/products/products.page"), "ProductsPage");
const ProductPage = lazyNamed(() => import("../features/products/product.page"), "ProductPage");
const ProductEditPage = lazyNamed(() => import("../features/products/product-edit.page"), "ProductEditPage");
const StaffProductEditPage = lazyNamed(() => import("../features/products/product-edit.page"), "StaffProductEditPage");
const ProductManagementPage = lazyNamed(
  () => import("../features/products/product-management.page"),
  "ProductManagementPage",
);
const ChoresPage = lazyNamed(() => import("../features/chores/chores.page"), "ChoresPage");
const FitnessPage = lazyNamed(() => import("../features/fitness/fitness.page"), "FitnessPage");
const WorkoutPlanPage = lazyNamed(() => import("../features/fitness/plan.page"), "WorkoutPlanPage");
const FitnessEditPage = lazyNamed(() => import("../features/fitness/edit.page"), "FitnessEditPage");
const CalendarPage = lazyNamed(() => import("../features/calendar/calendar.page"), "CalendarPage");
const LeftoversPage = lazyNamed(() => import("../features/leftovers/leftovers.page"), "LeftoversPage");
const WasteTrackingPage = lazyNamed(() => import("../features/waste/waste-tracking.page"), "WasteTrackingPage");
const WasteAnalyticsPage = lazyNamed(() => import("../features/waste/waste-analytics.page"), "WasteAnalyticsPage");
const OfflineDemoPage = lazyNamed(() => import("../features/offline-demo/offline-demo.page"), "OfflineDemoPage");
const DietaryAnalysisPage = lazyNamed(() => import("../features/dietary-analysis/dietary-analysis.page"), "DietaryAnalysisPage");
const RecipesListPage = lazyNamed(() => import("../features/recipes/recipes-list.page"), "RecipesListPage");
const SavedRecipesPage = lazyNamed(() => import("../features/recipes/recipes-list.page"), "SavedRecipesPage");
const RecipeDetailPage = lazyNamed(() => import("../features/recipes/recipe-detail.page"), "RecipeDetailPage");
const RecipeEditorPage = lazyNamed(() => import("../features/recipes/recipe-editor.page"), "RecipeEditorPage");
const CookModePage = lazyNamed(() => import("../features/recipes/cook-mode.page"), "CookModePage");
const ImportSharedRecipePage = lazyNamed(() => import("../features/recipes/import-shared.page"), "ImportSharedRecipePage");
const MealPlannerPage = lazyNamed(() => import("../features/meal-planner/meal-planner.page"), "MealPlannerPage");
const RecipeSelectionPage = lazyNamed(() => import("../features/meal-planner/recipe-selection.page"), "RecipeSelectionPage");


export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Landing pages (their own header and footer)
      { path: "/", element: <LandingPage /> },
      { path: "/preview-home", element: <PreviewHomePage /> },
      // Public pages
      {
        element: <PublicLayout />,
        children: [
          { path: "/terms-of-service", element: <TermsOfServicePage /> },
          { path: "/privacy-policy", element: <PrivacyPolicyPage /> },
          { path: "/cookies", element: <CookiePreferencesPage /> },
          { path: "/product-selection", element: <ProductSelectionPage /> },
          { path: "/app/productselectionpage", element: <ProductSelectionPage /> },
          { path: "/password-reset", element: <PasswordResetPage /> },
          { path: "/reset-password", element: <ResetPasswordPage /> },
          { path: "/family-member/setup", element: <FamilyMemberSetupPage /> },
          { path: "/developers", element: <DevelopersPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      // Everything that talks GraphQL
      {
        element: <GraphqlProvider />,
        children: [
          // Sign-in screen (with a Report Bug footer for visitors who cannot sign in)
          {
            element: <SignInHelpLayout />,
            children: [
              { path: "/app/auth", element: <AuthPage /> },
              { path: "/app/login", element: <AuthPage /> },
              { path: "/login", element: <AuthPage /> },
              { path: "/auth", element: <AuthPage /> },
            ],
          },
          // The app (signed in)
          {
            path: "/app",
            element: <AppShell />,
            children: [
              { index: true, element: <HomePage /> },
              // Pantry
              { path: "add-item", element: <AddItemPage /> },
              { path: "pantry", element: <PantryPage /> },
              { path: "pantry/:id/edit", element: <EditItemPage /> },
              { path: "edit-item/:id", element: <EditItemPage /> },
              { path: "pantry/:itemId/cost-history", element: <ItemCostHistoryPage /> },
              // Products and administration
              { path: "products", element: <ProductsPage /> },
              { path: "products/:id", element: <ProductPage /> },
              { path: "products/:id/edit", element: <ProductEditPage /> },
              { path: "products/:productId/cost-history", element: <ProductCostHistoryPage /> },
              { path: "product-management", element: <ProductManagementPage /> },
              { path: "admin/products/edit/:id", element: <StaffProductEditPage /> },
              { path: "admin", element: <AdminPage /> },
              // Account
              { path: "profile", element: <ProfilePage /> },
              { path: "change-password", element: <ChangePasswordPage /> },
              { path: "subscription", element: <SubscriptionPage /> },
              // Kitchen
              { path: "pantry-dietary-analysis", element: <DietaryAnalysisPage /> },
              { path: "shopping-list", element: <ShoppingListPage /> },
              { path: "budget", element: <BudgetPage /> },
              { path: "budget-tracker", element: <BudgetPage /> },
              { path: "meal-planner", element: <MealPlannerPage /> },
              { path: "recipe-selection", element: <RecipeSelectionPage /> },
              { path: "recipes", element: <RecipesListPage /> },
              { path: "recipes/add", element: <RecipeEditorPage /> },
              { path: "recipes/:id", element: <RecipeDetailPage /> },
              { path: "recipes/:id/edit", element: <RecipeEditorPage /> },
              { path: "recipes/:id/cook", element: <CookModePage /> },
              { path: "recipes/import/:token", element: <ImportSharedRecipePage /> },
              { path: "saved-recipes", element: <SavedRecipesPage /> },
              { path: "family-members", element: <FamilyMembersPage /> },
              { path: "waste-tracking", element: <WasteTrackingPage /> },
              { path: "waste-analytics", element: <WasteAnalyticsPage /> },
              { path: "leftover-management", element: <LeftoversPage /> },
              // Fitness and household
              { path: "fitness", element: <FitnessPage /> },
              { path: "fitness/plan", element: <WorkoutPlanPage /> },
              { path: "fitness/edit", element: <FitnessEditPage /> },
              { path: "chores", element: <ChoresPage /> },
              { path: "calendar", element: <CalendarPage /> },
              { path: "offline-demo", element: <OfflineDemoPage /> },
              { path: "developers", element: <DevelopersPage /> },
              { path: "*", element: <NotFoundPage home="/app" /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The root layout: the page, the cookie banner, scrolling, and the error page if a screen fails. */
function RootLayout() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
        {/* Cookie banner and analytics page views: after the page, so a page view carries its title. */}
        <SiteConsent />
        {/* A new page opens at its top (or its #section); back and forward restore where you were. */}
        <ScrollRestoration />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Starts loading the code of every lazy screen and layout `pathname` matches, together: /app needs
 * the GraphQL provider, the app shell and the home screen, which would otherwise load one after
 * another as each layout renders its outlet.
 */
export function preloadRoutes(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const element = match.route.element as ReactElement | null | undefined;
    void (element?.type as Preloadable | undefined)?.preload?.().catch(() => {
      // The screen's own render reports a failed load (the error page).
    });
  }
}

/** The routes for the current location (inside a `BrowserRouter`). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // During render, before the lazy screens below ask for their code one at a time.
  useMemo(() => preloadRoutes(pathname), [pathname]);
  return useRoutes(routes);
}
