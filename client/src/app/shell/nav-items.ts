/** The app's navigation bar (spec section 2 "Navigation bar"). */

export interface NavLinkItem {
  to: string;
  label: string;
  /** Shorter label in the small-screen menu, when different. */
  mobileLabel?: string;
}

export interface NavGroup {
  id: string;
  label: string;
  links: readonly NavLinkItem[];
  /** Only for admins and users who can verify products. */
  adminOnly?: boolean;
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: "pantry",
    label: "Pantry",
    links: [
      { to: "/app/pantry", label: "Inventory" },
      { to: "/app/add-item", label: "Add Item" },
    ],
  },
  {
    id: "shop",
    label: "Shop",
    links: [
      { to: "/app/shopping-list", label: "Shopping List" },
      { to: "/app/budget", label: "Budget" },
    ],
  },
  {
    id: "cook",
    label: "Cook",
    links: [
      { to: "/app/recipes", label: "My Recipes" },
      { to: "/app/saved-recipes", label: "Saved Recipes" },
      { to: "/app/meal-planner", label: "Meal Plan" },
      { to: "/app/leftover-management", label: "Leftover Management" },
      { to: "/app/waste-analytics", label: "Waste Analytics" },
      { to: "/app/pantry-dietary-analysis", label: "Dietary Analysis" },
    ],
  },
  {
    id: "fitness",
    label: "Fitness",
    links: [{ to: "/app/fitness", label: "Fitness Tracker" }],
  },
  {
    id: "household",
    label: "Household",
    links: [
      { to: "/app/calendar", label: "Family Calendar" },
      { to: "/app/chores", label: "Chores & Tasks" },
      { to: "/app/family-members", label: "Family Members" },
    ],
  },
  {
    id: "admin",
    label: "Admin",
    adminOnly: true,
    links: [
      { to: "/app/admin", label: "Dashboard" },
      { to: "/app/products", label: "Community Products" },
      { to: "/app/product-management", label: "Product Management" },
    ],
  },
];

export const USER_MENU_LINKS: readonly NavLinkItem[] = [
  { to: "/app/profile", label: "My Profile" },
  { to: "/app/subscription", label: "Subscription" },
  { to: "/app/change-password", label: "Account Settings", mobileLabel: "Settings" },
];

/** Admin or moderator (spec: canVerifyProducts). */
export function canSeeAdminGroup(role: string | null | undefined): boolean {
  return role === "admin" || role === "moderator";
}

export function visibleNavGroups(role: string | null | undefined): readonly NavGroup[] {
  const admin = canSeeAdminGroup(role);
  return NAV_GROUPS.filter((group) => !group.adminOnly || admin);
}
