/**
 * Every client route of spec section 2: these paths answer the app's index.html so a deep link or a
 * reload works; any other unknown path is a 404.
 */
const ROUTES: string[] = [
  "/",
  "/preview-home",
  "/app/auth",
  "/app/login",
  "/login",
  "/auth",
  "/password-reset",
  "/reset-password",
  "/terms-of-service",
  "/privacy-policy",
  "/cookies",
  "/family-member/setup",
  "/developers",
  "/app/developers",
  "/product-selection",
  "/app/productselectionpage",
  "/app",
  "/app/add-item",
  "/app/pantry",
  "/app/pantry/:id/edit",
  "/app/edit-item/:id",
  "/app/pantry/:id/cost-history",
  "/app/products",
  "/app/products/:id",
  "/app/products/:id/edit",
  "/app/products/:id/cost-history",
  "/app/product-management",
  "/app/admin/products/edit/:id",
  "/app/admin",
  "/app/profile",
  "/app/change-password",
  "/app/subscription",
  "/app/pantry-dietary-analysis",
  "/app/shopping-list",
  "/app/budget",
  "/app/budget-tracker",
  "/app/meal-planner",
  "/app/recipe-selection",
  "/app/recipes",
  "/app/recipes/add",
  "/app/recipes/:id",
  "/app/recipes/:id/edit",
  "/app/recipes/:id/cook",
  "/app/recipes/import/:token",
  "/app/saved-recipes",
  "/app/family-members",
  "/app/waste-tracking",
  "/app/waste-analytics",
  "/app/leftover-management",
  "/app/fitness",
  "/app/fitness/plan",
  "/app/fitness/edit",
  "/app/chores",
  "/app/calendar",
  "/app/offline-demo",
];

const PATTERNS = ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, "[^/]+")}/?$`),
);

/**
 * The sign-in screen's paths: a first visit gets the built client's standalone sign-in page
 * (client/sign-in.html), which loads no router or GraphQL client.
 */
const SIGN_IN_PATHS = /^\/(app\/auth|app\/login|login|auth)\/?$/;

export function isSignInRoute(path: string): boolean {
  return SIGN_IN_PATHS.test(path);
}

export function isClientRoute(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}
