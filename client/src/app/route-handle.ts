/** Per-route options read by the layouts (set as `handle` in the route table). */
export interface AppRouteHandle {
  /** Screens shown without the navigation bar (spec: /app/recipe-selection has only the footer). */
  hideHeader?: boolean;
}
